// Imported first by `npm start` and `npm test`: stops before anything else loads on a Node
// outside package.json's range.
import { nodeRange, unsupportedNodeMessage } from './node-range.mjs';

const message = unsupportedNodeMessage(process.versions.node, nodeRange());
if (message) {
  console.error(message);
  process.exit(1);
}

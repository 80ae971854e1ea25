/** How a message gets its id: the same for the build's transform and for extraction (scripts/i18n.ts). */
export const MESSAGE_OPTIONS = {
  idInterpolationPattern: '[sha512:contenthash:base64:6]',
  additionalFunctionNames: ['t'],
};

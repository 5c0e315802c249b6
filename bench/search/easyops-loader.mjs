// Node module hooks for the benchmark: resolve the module that
// @easyops-cn/docusaurus-search-local generates at build time to the file
// the benchmark generated with the plugin's own generator.
let constantsUrl;

export async function initialize(data) {
  constantsUrl = data.constantsUrl;
}

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@generated/@easyops-cn/docusaurus-search-local/')) {
    return {url: constantsUrl, shortCircuit: true};
  }
  if (
    context.parentURL?.includes('docusaurus-search-local/dist/client') &&
    specifier.startsWith('.') &&
    !/\.[cm]?js$/.test(specifier)
  ) {
    return next(`${specifier}.js`, context);
  }
  return next(specifier, context);
}

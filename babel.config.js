// Jest compiles with plain presets; the Taro builds use babel-preset-taro.
module.exports = (api) => {
  const isTest = api.env('test')
  if (isTest) {
    return {
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-react', { runtime: 'automatic' }],
        '@babel/preset-typescript',
      ],
      overrides: [
        {
          // components-react's Refresher reads View from '@tarojs/components', which is components-react
          // itself: lazy requires let that circle resolve, as ES module bindings do in the H5 build
          test: /node_modules\/@tarojs\/components-react\//,
          plugins: [['@babel/plugin-transform-modules-commonjs', { lazy: () => true }]],
        },
      ],
    }
  }
  return {
    presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
  }
}

// WeChat reads a control's role and name from `aria-role` and `aria-label`, but Taro's templates
// for View, Text and Image carry neither, so the names and roles the components give are dropped
// from the mini-program. This adds them to the base templates and to the runtime's table of
// attributes, the way Taro's platform plugins patch components (onSetupClose). Each attribute
// costs every nesting level's copy of the templates in base.wxml (main package): only these two.
import path from 'path'
import type { IPluginContext } from '@tarojs/service'
import attributes from './accessible-attributes.json'

interface PlatformOfBuild {
  template?: { mergeComponents(ctx: IPluginContext, patch: Record<string, Record<string, string>>): void }
  runtimePath?: string | string[]
}

const RUNTIME = path.resolve(__dirname, 'accessible-templates.runtime.js')

export default (ctx: IPluginContext): void => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform: PlatformOfBuild) {
      if (!platform.template) return
      platform.template.mergeComponents(ctx, attributes)
      const runtime = platform.runtimePath ?? []
      platform.runtimePath = [...(Array.isArray(runtime) ? runtime : [runtime]), RUNTIME]
    },
  })
}

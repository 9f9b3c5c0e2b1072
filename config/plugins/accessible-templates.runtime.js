// Loaded with Taro's runtime in the mini-program: the runtime names each attribute of the data it
// sends by the same table the templates were built from, so it must know the added ones too.
import { mergeInternalComponents } from '@tarojs/shared'
import attributes from './accessible-attributes.json'

mergeInternalComponents(attributes)

// Type-level check that each build-time twin exports exactly the names and types of its module
// interface: a missing, extra or differently typed export fails `tsc`. Nothing here runs.
import type * as BridgeH5 from './bridge'
import type * as BridgeWeapp from './bridge.weapp'
import type * as ClipboardH5 from './clipboard'
import type * as ClipboardWeapp from './clipboard.weapp'
import type * as CustomerChatH5 from './customer-chat'
import type * as CustomerChatWeapp from './customer-chat.weapp'
import type * as DetectH5 from './detect'
import type * as DetectWeapp from './detect.weapp'
import type * as FailureReportH5 from './failure-report'
import type * as FailureReportWeapp from './failure-report.weapp'
import type * as FailuresH5 from './failures'
import type * as FailuresWeapp from './failures.weapp'
import type * as FieldPerformanceH5 from './field-performance'
import type * as FieldPerformanceWeapp from './field-performance.weapp'
import type * as GlobalsH5 from './globals'
import type * as GlobalsWeapp from './globals.weapp'
import type * as ImageUploadH5 from './image-upload'
import type * as ImageUploadWeapp from './image-upload.weapp'
import type * as LanguageH5 from './language'
import type * as LanguageWeapp from './language.weapp'
import type * as LayoutH5 from './layout'
import type * as LayoutWeapp from './layout.weapp'
import type * as LocationH5 from './location'
import type * as LocationWeapp from './location.weapp'
import type * as MiniProgramServicesH5 from './mini-program-services'
import type * as MiniProgramServicesWeapp from './mini-program-services.weapp'
import type * as NavigationH5 from './navigation'
import type * as NavigationWeapp from './navigation.weapp'
import type * as NetworkH5 from './network'
import type * as NetworkWeapp from './network.weapp'
import type * as HostItemsH5 from './host-items'
import type * as HostItemsWeapp from './host-items.weapp'
import type * as PageH5 from './page'
import type * as PageWeapp from './page.weapp'
import type * as PaymentH5 from './payment'
import type * as PaymentWeapp from './payment.weapp'
import type * as PosterH5 from './poster'
import type * as PosterWeapp from './poster.weapp'
import type * as RandomH5 from './random'
import type * as RandomWeapp from './random.weapp'
import type * as ShareH5 from './share'
import type * as ShareWeapp from './share.weapp'
import type * as StorageH5 from './storage'
import type * as StorageWeapp from './storage.weapp'
import type * as TokenH5 from './token'
import type * as TokenWeapp from './token.weapp'
import type * as ThirdPartyLoginH5 from './third-party-login'
import type * as ThirdPartyLoginWeapp from './third-party-login.weapp'
import type {
  BridgeModule,
  ClipboardModule,
  CustomerChatModule,
  DetectModule,
  FailureReportModule,
  FailuresModule,
  FieldPerformanceModule,
  GlobalsModule,
  ImageUploadModule,
  LanguageModule,
  LayoutModule,
  LocationModule,
  MiniProgramServicesModule,
  NavigationModule,
  NetworkModule,
  HostItemsModule,
  PageModule,
  PaymentModule,
  PosterModule,
  RandomModule,
  ShareModule,
  StorageModule,
  TokenModule,
  ThirdPartyLoginModule,
} from './types'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Twins<H5, Weapp, Shape> = Same<H5, Shape> extends true ? Same<Weapp, Shape> : false
type Holds<T extends true> = T

export type TwinChecks = [
  Holds<Twins<typeof BridgeH5, typeof BridgeWeapp, BridgeModule>>,
  Holds<Twins<typeof ClipboardH5, typeof ClipboardWeapp, ClipboardModule>>,
  Holds<Twins<typeof CustomerChatH5, typeof CustomerChatWeapp, CustomerChatModule>>,
  Holds<Twins<typeof DetectH5, typeof DetectWeapp, DetectModule>>,
  Holds<Twins<typeof FailureReportH5, typeof FailureReportWeapp, FailureReportModule>>,
  Holds<Twins<typeof FailuresH5, typeof FailuresWeapp, FailuresModule>>,
  Holds<Twins<typeof GlobalsH5, typeof GlobalsWeapp, GlobalsModule>>,
  Holds<Twins<typeof ImageUploadH5, typeof ImageUploadWeapp, ImageUploadModule>>,
  Holds<Twins<typeof FieldPerformanceH5, typeof FieldPerformanceWeapp, FieldPerformanceModule>>,
  Holds<Twins<typeof LanguageH5, typeof LanguageWeapp, LanguageModule>>,
  Holds<Twins<typeof LayoutH5, typeof LayoutWeapp, LayoutModule>>,
  Holds<Twins<typeof LocationH5, typeof LocationWeapp, LocationModule>>,
  Holds<Twins<typeof MiniProgramServicesH5, typeof MiniProgramServicesWeapp, MiniProgramServicesModule>>,
  Holds<Twins<typeof NavigationH5, typeof NavigationWeapp, NavigationModule>>,
  Holds<Twins<typeof NetworkH5, typeof NetworkWeapp, NetworkModule>>,
  Holds<Twins<typeof HostItemsH5, typeof HostItemsWeapp, HostItemsModule>>,
  Holds<Twins<typeof PageH5, typeof PageWeapp, PageModule>>,
  Holds<Twins<typeof PaymentH5, typeof PaymentWeapp, PaymentModule>>,
  Holds<Twins<typeof PosterH5, typeof PosterWeapp, PosterModule>>,
  Holds<Twins<typeof RandomH5, typeof RandomWeapp, RandomModule>>,
  Holds<Twins<typeof ShareH5, typeof ShareWeapp, ShareModule>>,
  Holds<Twins<typeof StorageH5, typeof StorageWeapp, StorageModule>>,
  Holds<Twins<typeof TokenH5, typeof TokenWeapp, TokenModule>>,
  Holds<Twins<typeof ThirdPartyLoginH5, typeof ThirdPartyLoginWeapp, ThirdPartyLoginModule>>,
]

import * as v from 'valibot'
import { knownApiHosts, siteLinks } from '@/config'
import { imageOriginsOf, imageRefOf } from '@/lib/item-image'

// Not in ./shape: that module ships in the main package, and only the shop, lottery and events
// answers carry a picture.

// What the H5 page's content security policy lets a picture load from besides its own origin
// (config/content-security.ts, img-src): the image CDN and this build's API hosts.
const IMAGE_ORIGINS = imageOriginsOf([siteLinks.imageCdn, ...knownApiHosts])

/**
 * The optional `image` of a goods, a prize or an event (docs/api.md, "Images"): an absolute
 * http(s) URL of the image CDN or an API host, or a path on the API host; anything else reads as
 * no image, never as a bad answer.
 */
export const itemImage = v.optional(v.pipe(v.unknown(), v.transform((value) => imageRefOf(value, IMAGE_ORIGINS))))

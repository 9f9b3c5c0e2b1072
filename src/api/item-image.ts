import * as v from 'valibot'
import { imageRefOf } from '@/lib/item-image'

// Not in ./shape: that module ships in the main package, and only the shop, lottery and events
// answers carry a picture.

/**
 * The optional `image` of a goods, a prize or an event (docs/api.md, "Images"): an absolute
 * http(s) URL or a path on the API host; anything else reads as no image, never as a bad answer.
 */
export const itemImage = v.optional(v.pipe(v.unknown(), v.transform(imageRefOf)))

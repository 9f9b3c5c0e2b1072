// The share menu sends the invite (spec 2: the mini-program shares the page with the invite code).
export default definePageConfig({ enableShareAppMessage: true })

// Stands in for a module the builds load but never call (config/index.ts says which and why).
module.exports = {}

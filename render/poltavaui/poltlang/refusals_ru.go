package poltlang

// refusals are the engine's refusals in Russian, keyed by the engine's
// English format (the string literal passed to refuse); the arguments
// keep their order.
var refusals = map[string]string{}

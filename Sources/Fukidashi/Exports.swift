// The stages' public types are part of this module's API (a render's `RenderError`, a
// golden's `ImageTolerance`, a spec's `SpecError`, an output's `Variant`): one
// `import Fukidashi` brings them, and the documentation shows them. Everything else in the
// stages is `package`.
@_exported import FukidashiBackend
@_exported import FukidashiCompare
@_exported import FukidashiLayout
@_exported import FukidashiModel
@_exported import FukidashiPlatform
@_exported import FukidashiResolve
@_exported import FukidashiSpec
@_exported import FukidashiVariants

#if Previews
// Declared only with the package trait `Previews`, as the other macros.

/// Makes an instance of the class its contextual type names: the default argument of
/// `@NSApplicationDelegateAdaptor` and `@UIApplicationDelegateAdaptor`, expanded where the
/// adaptor is written. Not for apps to call.
@freestanding(expression)
public macro _makeDelegate<T>() -> () -> T = #externalMacro(module: "TintPreviewMacros", type: "MakeDelegateMacro")
#endif

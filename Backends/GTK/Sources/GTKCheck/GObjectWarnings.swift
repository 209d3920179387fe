import CGtk4

/// Counts GObject's warnings (a handler id blocked on an instance that lacks it, say), which
/// `G_DEBUG=fatal-criticals` lets through: what a check expects none of while it runs a step.
///
/// ```swift
/// let warnings = GObjectWarnings.count { view.text = "set" }   // 0 when every handler id was the instance's
/// ```
@MainActor
enum GObjectWarnings {
    private static var counted = 0

    /// How many warnings GObject logged while `body` ran.
    static func count(during body: () -> Void) -> Int {
        counted = 0
        let handler = g_log_set_handler(
            "GLib-GObject", GLogLevelFlags(G_LOG_LEVEL_WARNING.rawValue),
            { _, _, _, _ in MainActor.assumeIsolated { GObjectWarnings.counted += 1 } }, nil)
        body()
        g_log_remove_handler("GLib-GObject", handler)
        return counted
    }
}

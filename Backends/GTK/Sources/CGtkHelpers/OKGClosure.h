#ifndef OBSERVERKIT_GTK_CLOSURE_H
#define OBSERVERKIT_GTK_CLOSURE_H

#include <glib-object.h>

/// What a connected signal handler or a GLib source carries: the Swift callback, its context, and how to
/// release that context when the handler is disconnected or its object finalized. One type for every helper.
typedef struct {
    void *callback;
    void *context;
    void (*release)(void *context);
} okg_closure;

/// A new closure; `release` may be NULL.
okg_closure *okg_closure_new(void *callback, void *context, void (*release)(void *context));

/// Releases the context and frees the closure: a `GClosureNotify` for `g_signal_connect_data`.
void okg_closure_free(gpointer data, GClosure *unused);

#endif

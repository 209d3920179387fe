#ifndef OBSERVERKIT_GTK_HELPERS_H
#define OBSERVERKIT_GTK_HELPERS_H

#include <gtk/gtk.h>
#include "OKGSignals.h"
#include "OKGMainQueue.h"

/// A Swift callback and its context: the context is released with `release` when the handler goes.
typedef void (*okg_void_callback)(void *context);
typedef void (*okg_release)(void *context);

/// Connects `signal` of `instance`, whose handler takes no arguments besides the instance (and, for `notify::`
/// signals, the GParamSpec, which is ignored). Returns the handler id.
gulong okg_connect_void(gpointer instance, const char *signal, okg_void_callback callback, void *context,
                        okg_release release);

/// Connects a notify:: signal (handler: instance, GParamSpec, data).
gulong okg_connect_notify(gpointer instance, const char *signal, okg_void_callback callback, void *context,
                          okg_release release);

typedef void (*okg_int_callback)(void *context, int value);

/// Connects a signal whose handler takes one int (or enum) after the instance: GtkScrolledWindow's edge-overshot.
gulong okg_connect_int(gpointer instance, const char *signal, okg_int_callback callback, void *context,
                       okg_release release);

/// Saves a snapshot of `widget`, rendered by its window's renderer, as a PNG at `path`; returns whether it did.
gboolean okg_save_widget_png(GtkWidget *widget, const char *path);

typedef gboolean (*okg_event_callback)(void *context, GdkEvent *event);

/// Connects GtkEventControllerLegacy's `event` signal (handler: controller, event, data; returns whether handled).
gulong okg_connect_event(gpointer instance, okg_event_callback callback, void *context, okg_release release);


#endif

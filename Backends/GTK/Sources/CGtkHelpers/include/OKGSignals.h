#ifndef OBSERVERKIT_GTK_SIGNALS_H
#define OBSERVERKIT_GTK_SIGNALS_H

#include <gtk/gtk.h>

/// Swift callbacks for signals of any object, by the handler's one argument after the instance.
typedef void (*okg_object_callback)(void *context, gpointer object);
typedef void (*okg_string_callback)(void *context, const char *value);
typedef void (*okg_signal_release)(void *context);

/// Connects `signal`, whose handler takes one object (or NULL) after the instance. Returns the handler id.
gulong okg_connect_object(gpointer instance, const char *signal, okg_object_callback callback, void *context,
                          okg_signal_release release);

/// Connects `signal`, whose handler takes one string (or NULL) after the instance. Returns the handler id.
gulong okg_connect_string(gpointer instance, const char *signal, okg_string_callback callback, void *context,
                          okg_signal_release release);

#endif

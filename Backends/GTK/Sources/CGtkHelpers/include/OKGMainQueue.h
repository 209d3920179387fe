#ifndef OBSERVERKIT_GTK_MAIN_QUEUE_H
#define OBSERVERKIT_GTK_MAIN_QUEUE_H

#include <glib.h>

/// Drains Dispatch's main queue from GLib's main loop without polling: a GLib source (`g_unix_fd_add`) watches
/// the file descriptor libdispatch signals when work is submitted to the main queue (what CoreFoundation's run
/// loop watches on Linux, `_dispatch_get_main_queue_port_4CF`), and drains the queue with
/// `_dispatch_main_queue_callback_4CF` when it becomes readable. Call once, on the main thread. Returns the
/// GLib source id, or 0 when libdispatch gives no descriptor.
guint okg_watch_main_queue(void);

#endif

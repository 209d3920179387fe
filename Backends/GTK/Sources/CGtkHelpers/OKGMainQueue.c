#include "OKGMainQueue.h"

#include <glib-unix.h>
#include <stdint.h>
#include <unistd.h>

// libdispatch's CoreFoundation integration (exported by the toolchain's libdispatch.so, declared in its
// private header queue_private.h): the main queue's wake-up handle (an eventfd on Linux) and its drain.
extern int _dispatch_get_main_queue_port_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean okg_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    // Reset the eventfd (one read returns and clears its count) before draining, so that work submitted while
    // the queue drains wakes the loop again.
    uint64_t count;
    (void)!read(fd, &count, sizeof count);
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

guint okg_watch_main_queue(void) {
    int fd = _dispatch_get_main_queue_port_4CF();
    if (fd < 0) return 0;
    // Work submitted before the watch began has already signalled the descriptor: it drains on the first turn.
    return g_unix_fd_add(fd, G_IO_IN, okg_main_queue_ready, NULL);
}

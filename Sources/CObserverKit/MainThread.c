#include "CObserverKit.h"

#if defined(__APPLE__)
#include <pthread.h>

int observerkit_is_main_thread(void) {
    return pthread_main_np() != 0;
}
#else
#define _GNU_SOURCE
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

// The kernel's answer costs two system calls (`getpid` and `gettid`), several hundred nanoseconds on a virtual
// machine, and a main-confined handler list asks on every cancel. A thread's answer never changes, so each thread
// keeps its own: -1 until asked. A child of `fork` has one thread, the one that called `fork`, which becomes the
// child's main thread whatever it was in the parent: it forgets its answer there.
static _Thread_local int observerkit_thread_is_main = -1;
static pthread_once_t observerkit_fork_handler_once = PTHREAD_ONCE_INIT;

static void observerkit_forget_in_child(void) {
    observerkit_thread_is_main = -1;
}

static void observerkit_register_fork_handler(void) {
    pthread_atfork(NULL, NULL, observerkit_forget_in_child);
}

int observerkit_is_main_thread(void) {
    int answer = observerkit_thread_is_main;
    if (answer < 0) {
        pthread_once(&observerkit_fork_handler_once, observerkit_register_fork_handler);
        answer = getpid() == (pid_t)syscall(SYS_gettid);
        observerkit_thread_is_main = answer;
    }
    return answer;
}
#endif

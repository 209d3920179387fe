#include "CObserverKit.h"

#if defined(__APPLE__)
#include <pthread.h>

int observerkit_is_main_thread(void) {
    return pthread_main_np() != 0;
}
#else
#define _GNU_SOURCE
#include <sys/syscall.h>
#include <unistd.h>

int observerkit_is_main_thread(void) {
    return getpid() == (pid_t)syscall(SYS_gettid);
}
#endif

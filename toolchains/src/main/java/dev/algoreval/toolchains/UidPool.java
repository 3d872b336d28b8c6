package dev.algoreval.toolchains;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Unprivileged uids handed out one per concurrent sandbox. RLIMIT_NPROC counts processes per uid,
 * so a fork bomb in one sandbox must not use the uid of another, or it would starve its neighbour.
 */
final class UidPool {
    private final BlockingQueue<Integer> free;

    UidPool(int firstUid, int size) {
        free = new ArrayBlockingQueue<>(size);
        for (int i = 0; i < size; i++) {
            free.add(firstUid + i);
        }
    }

    int acquire() {
        try {
            return free.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a sandbox slot", e);
        }
    }

    void release(int uid) {
        free.add(uid);
    }
}

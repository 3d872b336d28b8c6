package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class TimingQuietTest {
    /** Threads of their own: the common pool has one thread on a two-core machine, and the steps here wait on each other. */
    private static final java.util.concurrent.ExecutorService THREADS = java.util.concurrent.Executors.newCachedThreadPool(
            r -> {
                Thread thread = new Thread(r, "timing-quiet-test");
                thread.setDaemon(true);
                return thread;
            });

    @Test
    void aStepWaitsWhileATimedProcessRunsAndStartsWhenItEnds() throws Exception {
        TimingQuiet quiet = TimingQuiet.alone();
        CountDownLatch timing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> timed = CompletableFuture.supplyAsync(() -> quiet.alone(() -> {
            timing.countDown();
            await(release);
            return "timed";
        }), THREADS);
        assertThat(timing.await(10, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<String> step = CompletableFuture.supplyAsync(() -> quiet.beside(() -> "step"), THREADS);
        waitUntil(quiet::hasWaiting);
        assertThat(step).isNotDone();
        release.countDown();
        assertThat(step.get(10, TimeUnit.SECONDS)).isEqualTo("step");
        assertThat(timed.get(10, TimeUnit.SECONDS)).isEqualTo("timed");
    }

    @Test
    void aTimedProcessWaitsForTheStepsUnderWay() throws Exception {
        TimingQuiet quiet = TimingQuiet.alone();
        CountDownLatch stepping = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> step = CompletableFuture.supplyAsync(() -> quiet.beside(() -> {
            stepping.countDown();
            await(release);
            return "step";
        }), THREADS);
        assertThat(stepping.await(10, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<String> timed = CompletableFuture.supplyAsync(() -> quiet.alone(() -> "timed"), THREADS);
        waitUntil(quiet::hasWaiting);
        assertThat(timed).isNotDone();
        // A step asked for after the timed process waits too (the lock is fair): it cannot pass the timed one.
        CompletableFuture<String> later = CompletableFuture.supplyAsync(() -> quiet.beside(() -> "later"), THREADS);
        Thread.sleep(200);
        assertThat(later).isNotDone();
        release.countDown();
        assertThat(timed.get(10, TimeUnit.SECONDS)).isEqualTo("timed");
        assertThat(later.get(10, TimeUnit.SECONDS)).isEqualTo("later");
        assertThat(step.get(10, TimeUnit.SECONDS)).isEqualTo("step");
    }

    @Test
    void stepsRunBesideEachOther() throws Exception {
        TimingQuiet quiet = TimingQuiet.alone();
        CountDownLatch both = new CountDownLatch(2);
        AtomicInteger together = new AtomicInteger();
        Runnable step = () -> quiet.beside(() -> {
            both.countDown();
            // Each step ends only when the other has started: they run at the same time, or the test times out.
            if (await(both)) {
                together.incrementAndGet();
            }
            return null;
        });
        CompletableFuture.allOf(CompletableFuture.runAsync(step, THREADS), CompletableFuture.runAsync(step, THREADS))
                .get(20, TimeUnit.SECONDS);
        assertThat(together).hasValue(2);
    }

    @Test
    void sharedTimingWaitsForNothing() throws Exception {
        TimingQuiet quiet = TimingQuiet.shared();
        String nested = quiet.beside(() -> {
            try {
                return CompletableFuture.supplyAsync(() -> quiet.alone(() -> "timed"), THREADS).get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertThat(nested).isEqualTo("timed");
        assertThat(quiet.keepsTimingAlone()).isFalse();
        assertThat(TimingQuiet.alone().keepsTimingAlone()).isTrue();
    }

    private static boolean await(CountDownLatch latch) {
        try {
            return latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited 30 s").isLessThan(deadline);
            Thread.sleep(5);
        }
    }
}

package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.toolchains.TimingQuiet;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The probe's timed processes beside another step of the run (an evaluation's compile or run, which passes
 * {@link TimingQuiet#beside}), through the real probe, driver and sandbox: a probe that times alone starts
 * its first timed process only once that step has ended; one that shares the machine does not wait.
 */
class ProbeTimesAloneTest {
    private static final ProbePlan SMALL = new ProbePlan(1, 1, 0.1, ProbePlan.DEFAULT_SEED, ProbePlan.DEFAULT_BATCH_BYTES)
            .withoutReference();
    private static final ExecutorService PROBING = Executors.newSingleThreadExecutor();

    @AfterAll
    static void stop() {
        PROBING.shutdownNow();
    }

    @Test
    void aProbeTimingAloneWaitsForTheStepUnderWay() throws Exception {
        TimingQuiet quiet = TimingQuiet.alone();
        ScaleProbe probe = ProbeSandbox.probe(SMALL, quiet);
        CompletableFuture<List<ScaleRecord>> probed = quiet.beside(() -> {
            CompletableFuture<List<ScaleRecord>> started = CompletableFuture.supplyAsync(() -> probe.probe(program()),
                    PROBING);
            waitUntilSomethingWaits(quiet);
            assertThat(started).as("the probe, while another step runs").isNotDone();
            return started;
        });
        assertThat(probed.get(120, TimeUnit.SECONDS)).isNotEmpty()
                .allSatisfy(r -> assertThat(r.status()).as(r.toString()).isEqualTo(ScaleRecord.TIMED));
    }

    @Test
    void aProbeSharingTheMachineTimesBesideTheStepUnderWay() {
        TimingQuiet quiet = TimingQuiet.shared();
        ScaleProbe probe = ProbeSandbox.probe(SMALL.timedBesideOthers(), quiet);
        List<ScaleRecord> records = quiet.beside(() -> {
            try {
                return CompletableFuture.supplyAsync(() -> probe.probe(program()), PROBING).get(120, TimeUnit.SECONDS);
            } catch (InterruptedException | ExecutionException | TimeoutException e) {
                throw new AssertionError("the probe did not time beside the other step", e);
            }
        });
        assertThat(records).isNotEmpty().allSatisfy(r -> assertThat(r.status()).as(r.toString())
                .isEqualTo(ScaleRecord.TIMED));
    }

    private static void waitUntilSomethingWaits(TimingQuiet quiet) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!quiet.hasWaiting()) {
            assertThat(System.nanoTime()).as("waited 60 s for the probe to reach its timed run").isLessThan(deadline);
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    private static ScaleProbe.Program program() {
        Instance instance = Dataset.load().instances().stream()
                .filter(i -> i.algorithm().id().equals("dijkstra") && i.language() == Language.PYTHON)
                .findFirst().orElseThrow();
        return new ScaleProbe.Program(instance, "test", "plus", 0, instance.referenceSolution());
    }
}

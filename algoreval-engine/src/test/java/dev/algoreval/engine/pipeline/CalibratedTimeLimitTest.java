package dev.algoreval.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.config.TimeLimits;
import dev.algoreval.engine.model.ModelResponse;
import dev.algoreval.engine.plus.PlusRunner;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.Toolchains;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Run limits calibrated to the host, through the real sandbox: on a host slowed by busy threads beside
 * the run, a correct program that needs longer than the floor passes under its calibrated limit and
 * times out under the floor alone; a timeout is run once more; a program that loops is still a timeout.
 */
class CalibratedTimeLimitTest {
    private static final Instance INSTANCE = Dataset.load().instance("kmp/python/default").orElseThrow();
    /** Burns CPU for a fixed amount of work, then prints the right answer: a slow but correct program. */
    private static final String SLOW_BUT_CORRECT = """
            total = 0
            for i in range(3_000_000):
                total += i & 7
            """ + "print(" + pythonString(INSTANCE.expectedOutput()) + ", end=\"\")\n";
    private static final String LOOPS = "while True:\n    pass\n";

    private static ProgramRunner runner;
    private static Path scratch;

    @TempDir
    Path calibration;

    @BeforeAll
    static void sandbox() throws Exception {
        scratch = Files.createTempDirectory("algoreval-calibration-test");
        runner = new ProgramRunner(Toolchains.detect(), Sandboxes.create(SandboxMode.BWRAP, 4, scratch), scratch,
                Limits.defaultCompile(), Limits.defaultRun());
    }

    @AfterAll
    static void clean() {
        dev.algoreval.toolchains.Directories.deleteRecursively(scratch);
    }

    @Test
    void onASlowedHostTheCalibratedLimitKeepsACorrectProgramFromTimingOut() throws Exception {
        try (BusyHost busy = BusyHost.start(2 * Runtime.getRuntime().availableProcessors())) {
            // What a reference run on this (slowed) host records for the instance: the faster of two runs, as
            // a first run here can be cold (the interpreter's files not yet cached) and so slow that half of
            // it still let the program pass under the floor alone.
            Duration reference = java.util.stream.Stream.generate(
                    () -> runner.execute("python", SLOW_BUT_CORRECT).run().orElseThrow().elapsed())
                    .limit(2).min(Duration::compareTo).orElseThrow();
            ReferenceTimes times = ReferenceTimes.load(calibration, "test host", w -> { });
            times.record(INSTANCE, reference);
            Duration floor = reference.dividedBy(2);

            Evaluation calibrated = evaluator(new RunLimits(new TimeLimits(floor, 2, Optional.of(calibration)), times))
                    .evaluate(INSTANCE, answer(SLOW_BUT_CORRECT), dev.algoreval.engine.api.Condition.ZERO_SHOT);
            Evaluation floorOnly = evaluator(RunLimits.fixed(floor))
                    .evaluate(INSTANCE, answer(SLOW_BUT_CORRECT), dev.algoreval.engine.api.Condition.ZERO_SHOT);

            assertThat(calibrated.outcome()).as(calibrated.detail()).isEqualTo(Outcome.PASS);
            assertThat(calibrated.timings().limit()).isEqualTo(times.of(INSTANCE).orElseThrow().multipliedBy(2));
            assertThat(calibrated.timings().calibrated()).isTrue();
            assertThat(calibrated.timings().timeoutReruns()).isZero();
            assertThat(floorOnly.outcome()).as("the same program under the floor alone").isEqualTo(Outcome.TIMEOUT);
            assertThat(floorOnly.timings().calibrated()).isFalse();
            assertThat(floorOnly.timings().timeoutReruns()).as("run once more before it counts").isEqualTo(1);
        }
    }

    @Test
    void aProgramThatLoopsIsRunOnceMoreAndStaysATimeout() {
        Duration floor = Duration.ofMillis(700);
        long start = System.nanoTime();

        Evaluation loops = evaluator(RunLimits.fixed(floor)).evaluate(INSTANCE, answer(LOOPS),
                dev.algoreval.engine.api.Condition.ZERO_SHOT);

        assertThat(loops.outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(loops.timings().timeoutReruns()).isEqualTo(1);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("two runs to the limit").isGreaterThan(floor.multipliedBy(2));
    }

    @Test
    void withoutAReferenceTimeTheLimitIsTheFloor() {
        TimeLimits limits = new TimeLimits(Duration.ofSeconds(30), 10, Optional.empty());

        assertThat(limits.limit(Optional.empty())).isEqualTo(Duration.ofSeconds(30));
        assertThat(limits.limit(Optional.of(Duration.ofMillis(40)))).as("a fast reference").isEqualTo(Duration.ofSeconds(30));
        assertThat(limits.limit(Optional.of(Duration.ofSeconds(4)))).isEqualTo(Duration.ofSeconds(40));
    }

    private static Evaluator evaluator(RunLimits limits) {
        return new Evaluator(PromptRenderer.load(), runner, new PlusRunner(Interfaces.load(), runner), Optional.empty(),
                limits);
    }

    private static GenerationResult answer(String program) {
        return GenerationResult.answered(ModelResponse.of("```python\n" + program + "```"), Duration.ZERO);
    }

    private static String pythonString(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    /** Threads spinning beside the run, as a loaded CI machine would have. */
    private static final class BusyHost implements AutoCloseable {
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final List<Thread> threads = new ArrayList<>();

        static BusyHost start(int threads) {
            BusyHost host = new BusyHost();
            for (int i = 0; i < threads; i++) {
                Thread t = new Thread(host::spin, "busy-" + i);
                t.setDaemon(true);
                t.start();
                host.threads.add(t);
            }
            return host;
        }

        private void spin() {
            long x = 0;
            while (running.get()) {
                x += x * 31 + 7;
            }
            if (x == 42) {
                System.out.print("");
            }
        }

        @Override
        public void close() throws InterruptedException {
            running.set(false);
            for (Thread t : threads) {
                t.join();
            }
        }
    }
}

package dev.algoreval.engine;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.toolchains.Execution;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.Sandbox;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.StepResult;
import dev.algoreval.toolchains.Toolchains;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The cost per program of Python's and JavaScript's syntax check riding along with the run: every
 * reference program of the two languages is checked and run in two sandboxed steps and in one, one
 * program at a time (so two programs never share the cores), the two ways alternating in order so
 * that a change of load hits both alike; no compile cache. Prints per language the mean time of the
 * check step, the run step and both, against the one step's, and checks that both ways agree on
 * every program (verdict, exit status, stdout). {@code OneStepBenchmark [programs per language]}.
 * Run by {@code benchmarks/one-step.sh}; a main, not a test, so timings never gate a build.
 */
public final class OneStepBenchmark {
    private OneStepBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int perLanguage = args.length > 0 ? Integer.parseInt(args[0]) : Integer.MAX_VALUE;
        Path scratch = Files.createTempDirectory("algoreval-onestep-");
        Toolchains toolchains = Toolchains.detect();
        Sandbox sandbox = Sandboxes.create(SandboxMode.BWRAP, 2, scratch);
        ProgramRunner oneStep = new ProgramRunner(toolchains, sandbox, scratch, Limits.defaultCompile(), Limits.defaultRun());
        ProgramRunner twoSteps = oneStep.withSeparateSyntaxCheck();
        Dataset dataset = Dataset.load();
        System.out.printf(Locale.ROOT, "%-11s %8s | %-28s | %-22s | %s%n", "language", "programs",
                "two steps: check + run = sum", "one step (of it: check)", "two / one");
        for (String language : List.of("python", "javascript")) {
            List<Instance> instances = dataset.instances().stream()
                    .filter(instance -> instance.language().id().equals(language)).limit(perLanguage).toList();
            long check = 0;
            long run = 0;
            long one = 0;
            long oneCheck = 0;
            int disagreements = 0;
            for (int i = 0; i < instances.size(); i++) {
                String source = instances.get(i).referenceSolution();
                Execution a;
                Execution b;
                if (i % 2 == 0) {
                    a = twoSteps.execute(language, source);
                    b = oneStep.execute(language, source);
                } else {
                    b = oneStep.execute(language, source);
                    a = twoSteps.execute(language, source);
                }
                check += nanos(a.compile().map(StepResult::elapsed).orElse(Duration.ZERO));
                run += nanos(a.run().map(StepResult::elapsed).orElse(Duration.ZERO));
                // The one step's whole wall time is its check (from the launcher's marker) plus its run.
                oneCheck += nanos(b.compile().map(StepResult::elapsed).orElse(Duration.ZERO));
                one += nanos(b.compile().map(StepResult::elapsed).orElse(Duration.ZERO))
                        + nanos(b.run().map(StepResult::elapsed).orElse(Duration.ZERO));
                if (a.compiled() != b.compiled() || !a.run().map(StepResult::stdout).equals(b.run().map(StepResult::stdout))
                        || !a.run().map(StepResult::exitCode).equals(b.run().map(StepResult::exitCode))) {
                    disagreements++;
                    System.out.println("disagreement: " + instances.get(i).id());
                }
            }
            int n = Math.max(1, instances.size());
            System.out.printf(Locale.ROOT, "%-11s %8d | %6.1f + %6.1f = %6.1f ms | %6.1f ms (%5.2f ms)    | %5.2f x%s%n",
                    language, instances.size(), ms(check, n), ms(run, n), ms(check + run, n), ms(one, n), ms(oneCheck, n),
                    (double) (check + run) / Math.max(1, one),
                    disagreements == 0 ? "" : "   " + disagreements + " programs classified differently");
        }
        dev.algoreval.toolchains.Directories.deleteRecursively(scratch);
    }

    private static long nanos(Duration duration) {
        return duration.toNanos();
    }

    private static double ms(long nanos, int programs) {
        return nanos / 1e6 / programs;
    }
}

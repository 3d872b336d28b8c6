package dev.algoreval.engine.execution;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.toolchains.Execution;
import dev.algoreval.toolchains.JavacWorkers;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.Sandbox;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.SandboxStep;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.StepResult;
import dev.algoreval.toolchains.Toolchains;
import dev.algoreval.toolchains.Directories;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles every Java reference solution once, one after another, in the sandbox: with the javac CLI
 * ({@code cli}), through one persistent worker ({@code worker}), or not at all ({@code none}, the
 * harness's own cost, subtracted by benchmarks/java-compile.sh, which also measures each mode's CPU
 * time). No compile cache. Prints the programs, the summed compile wall time and the failures.
 * Not a test.
 */
public final class JavaCompileBenchmark {
    private static final List<String> TRUE = List.of("/usr/bin/true");

    private JavaCompileBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "worker";
        List<String> sources = Dataset.load().instances().stream()
                .filter(instance -> instance.language().id().equals("java"))
                .map(Instance::referenceSolution).distinct()
                .limit(args.length > 1 ? Integer.parseInt(args[1]) : Long.MAX_VALUE).toList();
        Path scratch = Files.createTempDirectory("algoreval-javac-bench-");
        try {
            Sandbox sandbox = Sandboxes.create(SandboxMode.BWRAP, 2, scratch);
            ProgramRunner cli = new ProgramRunner(Toolchains.detect(), sandbox, scratch, Limits.defaultCompile(),
                    Limits.defaultRun());
            if (mode.equals("none")) {
                for (int i = 0; i < sources.size(); i++) {
                    sandbox.run(new SandboxStep(TRUE, scratch, false, Set.of(), Map.of(), Limits.defaultRun()));
                }
                System.out.printf("programs %d (not compiled, %d empty sandbox steps)%n", sources.size(), sources.size());
                return;
            }
            try (JavacWorkers workers = new JavacWorkers(sandbox, scratch, 1, JavacWorkers.DEFAULT_COMPILES_PER_WORKER)) {
                ProgramRunner runner = mode.equals("worker") ? cli.withJavacWorkers(workers) : cli;
                Duration compiling = Duration.ZERO;
                int failures = 0;
                for (String source : sources) {
                    // The run step is an empty one, as in mode none: only the compile differs between modes.
                    Execution execution = runner.execute("java", source, Map.of(), command -> TRUE);
                    StepResult compile = execution.compile().orElseThrow();
                    compiling = compiling.plus(compile.elapsed());
                    failures += compile.succeeded() ? 0 : 1;
                }
                System.out.printf("programs %d compile_wall_ms %d failures %d workers_started %d fallbacks %d%s%n",
                        sources.size(), compiling.toMillis(), failures, workers.workersStarted(), workers.fallbacks(),
                        mode.equals("worker") && workers.disabled() ? " WORKERS-DISABLED (see stderr)" : "");
            }
        } finally {
            Directories.deleteRecursively(scratch);
        }
    }
}

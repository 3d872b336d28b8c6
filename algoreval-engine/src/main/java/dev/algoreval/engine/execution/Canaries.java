package dev.algoreval.engine.execution;

import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.ToolchainCanary;
import dev.algoreval.toolchains.Toolchains;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The toolchain canaries of a run: each selected language's known-good program, compiled and run in
 * the sandbox once before the first test, in parallel. A result holds for the JVM's life per
 * toolchain version and sandbox mode, so runs after the first (IDE re-runs, the engine's own tests)
 * pay nothing.
 */
final class Canaries {
    private static final Map<String, Optional<String>> CHECKED = new ConcurrentHashMap<>();

    private Canaries() {
    }

    /** Language id → why its toolchain failed the canary, for the languages that failed. */
    static Map<String, String> check(Set<String> languages, Toolchains toolchains, ProgramRunner runner, SandboxMode mode,
            int parallelism) {
        Map<String, Future<Optional<String>>> pending = new TreeMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(parallelism, languages.size())));
        try {
            for (String language : languages) {
                toolchains.get(language).ifPresent(toolchain -> {
                    String key = language + "|" + toolchain.version() + "|" + mode;
                    pending.put(language, pool.submit(() -> CHECKED.computeIfAbsent(key,
                            k -> ToolchainCanary.problem(runner, language))));
                });
            }
            Map<String, String> broken = new TreeMap<>();
            for (Map.Entry<String, Future<Optional<String>>> entry : pending.entrySet()) {
                Optional<String> problem;
                try {
                    problem = entry.getValue().get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    problem = Optional.of("interrupted while checking the toolchain");
                } catch (java.util.concurrent.ExecutionException e) {
                    problem = Optional.of("the canary itself failed: " + e.getCause());
                }
                problem.ifPresent(why -> broken.put(entry.getKey(), why));
            }
            return broken;
        } finally {
            pool.shutdownNow();
        }
    }
}

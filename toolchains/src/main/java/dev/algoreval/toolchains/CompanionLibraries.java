package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The companion libraries of one runner's programs ({@link LibraryBuild}: Rust's crates), each built
 * once through the sandbox under the compile limits, the first time a program needs it, and copied
 * beside every program that uses it. A library is the harness's code: when it does not build, the
 * program's compile is a host fault (a harness error, never the program's static failure). A build
 * the host failed is tried again by the next program; one that failed on its own is not.
 */
final class CompanionLibraries {
    private static final int TAIL = 2000;

    private final Path scratchRoot;
    private final Sandbox sandbox;
    private final Map<String, FutureTask<Built>> builds = new ConcurrentHashMap<>();

    CompanionLibraries(Path scratchRoot, Sandbox sandbox) {
        this.scratchRoot = scratchRoot;
        this.sandbox = sandbox;
    }

    /** A built library's file, or why it could not be built and whether the host was to blame. */
    private record Built(Optional<Path> artifact, String failure, boolean byHost) {
    }

    /**
     * Places each companion's library beside the program in {@code programDir}, building it first if
     * this runner has not; empty when all are in place, otherwise the failed compile step to report.
     */
    Optional<StepResult> place(Toolchain toolchain, Sources sources, Path programDir, Map<String, String> environment,
            Limits limits) {
        if (toolchain.libraries().isEmpty()) {
            return Optional.empty();
        }
        LibraryBuild build = toolchain.libraries().get();
        for (Map.Entry<String, String> companion : new TreeMap<>(sources.companions()).entrySet()) {
            String name = companion.getKey();
            String key = String.join("\u0000", toolchain.language(), toolchain.version(),
                    String.join(" ", build.command(name)), new TreeMap<>(environment).toString(), limits.toString(), name,
                    companion.getValue());
            Built built = built(key, name, () -> compile(toolchain, build, name, companion.getValue(), environment, limits));
            if (built.artifact().isEmpty()) {
                return Optional.of(hostFault(built.failure()));
            }
            try {
                Files.copy(built.artifact().get(), programDir.resolve(build.artifact(name)));
            } catch (IOException e) {
                // Gone from the scratch directory, say: the next program (or this one's retry) builds it again.
                builds.remove(key);
                return Optional.of(hostFault("the harness's library " + name + " could not be placed beside the program: "
                        + e));
            }
        }
        return Optional.empty();
    }

    private Built built(String key, String name, java.util.concurrent.Callable<Built> build) {
        FutureTask<Built> task = new FutureTask<>(build);
        FutureTask<Built> existing = builds.putIfAbsent(key, task);
        FutureTask<Built> mine = existing == null ? task : existing;
        mine.run();
        Built built;
        try {
            built = mine.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Built(Optional.empty(), "interrupted while the harness's library " + name + " was built", true);
        } catch (ExecutionException e) {
            built = new Built(Optional.empty(), "the harness's library " + name + " could not be built: " + e.getCause(),
                    true);
        }
        if (built.byHost()) {
            builds.remove(key, mine);
        }
        return built;
    }

    private Built compile(Toolchain toolchain, LibraryBuild build, String name, String text,
            Map<String, String> environment, Limits limits) throws IOException {
        Path dir = Directories.createWritableBySandbox(scratchRoot, "library-");
        Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
        StepResult step = sandbox.run(new SandboxStep(build.command(name), dir, true, toolchain.readOnlyRoots(),
                environment, limits));
        Optional<String> hostFault = step.hostFault().isPresent() ? step.hostFault()
                : HostFaults.ofCompile(step, dir, limits);
        Path artifact = dir.resolve(build.artifact(name));
        if (step.succeeded() && hostFault.isEmpty() && Files.isRegularFile(artifact)) {
            return new Built(Optional.of(artifact), "", false);
        }
        Directories.deleteRecursively(dir);
        if (hostFault.isPresent()) {
            return new Built(Optional.empty(), hostFault.get(), true);
        }
        // Our own code that does not build is a harness fault; a timeout says the host was too slow.
        String why = step.timedOut() ? "did not finish building within the compile limit"
                : "did not build (exit " + step.exitCode() + ")";
        return new Built(Optional.empty(), "the harness's library " + name + " " + why + ":\n"
                + step.stderrTail(TAIL).strip(), step.timedOut());
    }

    private static StepResult hostFault(String why) {
        return new StepResult(1, false, false, "", "", Duration.ZERO).withHostFault(why);
    }
}

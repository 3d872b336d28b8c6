package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Compiles (or syntax-checks) and runs one untrusted single-file program through the sandbox, each
 * step with its own limits, in a private scratch directory that is deleted afterwards. Python and
 * JavaScript are checked and run in one sandboxed process ({@link Toolchain#checkingRun()}), with the
 * run's limits, unless the runner was made {@link #withSeparateSyntaxCheck()}.
 */
public final class ProgramRunner {
    /**
     * The whole environment a program sees, with the toolchain's own variables and PWD (which bwrap
     * sets to the working directory): nothing is inherited from the harness (no API keys).
     */
    private static final Map<String, String> BASE_ENVIRONMENT = Map.of(
            "PATH", "/usr/local/bin:/usr/bin:/bin",
            "HOME", "/tmp",
            "TMPDIR", "/tmp",
            "LANG", "C.UTF-8",
            "LC_ALL", "C.UTF-8");

    private final Toolchains toolchains;
    private final Sandbox sandbox;
    private final Path scratchRoot;
    private final Limits compileLimits;
    private final Limits runLimits;
    private final Optional<CompileCache> compileCache;
    private final Optional<JavacWorkers> javacWorkers;
    private final boolean separateSyntaxCheck;
    private final CompanionLibraries libraries;
    private final TimingQuiet quiet;
    private final boolean timedRuns;

    public ProgramRunner(Toolchains toolchains, Sandbox sandbox, Path scratchRoot, Limits compileLimits,
            Limits runLimits) {
        this(toolchains, sandbox, scratchRoot, compileLimits, runLimits, Optional.empty());
    }

    /** @param compileCache where compiles are kept by content, so that the same source is compiled once */
    public ProgramRunner(Toolchains toolchains, Sandbox sandbox, Path scratchRoot, Limits compileLimits,
            Limits runLimits, Optional<CompileCache> compileCache) {
        this(toolchains, sandbox, scratchRoot, compileLimits, runLimits, compileCache, Optional.empty(), false,
                new CompanionLibraries(scratchRoot, sandbox), TimingQuiet.shared(), false);
    }

    private ProgramRunner(Toolchains toolchains, Sandbox sandbox, Path scratchRoot, Limits compileLimits,
            Limits runLimits, Optional<CompileCache> compileCache, Optional<JavacWorkers> javacWorkers,
            boolean separateSyntaxCheck, CompanionLibraries libraries, TimingQuiet quiet, boolean timedRuns) {
        this.libraries = libraries;
        this.quiet = quiet;
        this.timedRuns = timedRuns;
        this.javacWorkers = javacWorkers;
        this.separateSyntaxCheck = separateSyntaxCheck;
        this.compileCache = compileCache;
        this.toolchains = toolchains;
        this.sandbox = sandbox;
        this.scratchRoot = scratchRoot;
        this.compileLimits = compileLimits;
        this.runLimits = runLimits;
    }

    /** The same runner, its programs given {@code wallTime} to run (a limit calibrated to the host). */
    public ProgramRunner withRunWallTime(java.time.Duration wallTime) {
        return new ProgramRunner(toolchains, sandbox, scratchRoot, compileLimits, runLimits.withWallTime(wallTime),
                compileCache, javacWorkers, separateSyntaxCheck, libraries, quiet, timedRuns);
    }

    /** The same runner, compiling Java through persistent workers (the caller closes them at the end). */
    public ProgramRunner withJavacWorkers(JavacWorkers workers) {
        return new ProgramRunner(toolchains, sandbox, scratchRoot, compileLimits, runLimits, compileCache,
                Optional.of(workers), separateSyntaxCheck, libraries, quiet, timedRuns);
    }

    /**
     * The same runner, checking Python's and JavaScript's syntax in a step of its own before the run,
     * as it did before the check rode along with the run (the benchmark's baseline).
     */
    public ProgramRunner withSeparateSyntaxCheck() {
        return new ProgramRunner(toolchains, sandbox, scratchRoot, compileLimits, runLimits, compileCache, javacWorkers,
                true, libraries, quiet, timedRuns);
    }

    /** The same runner, its programs allowed to print {@code outputBytes} (for output that is large by design). */
    public ProgramRunner withRunOutputBytes(long outputBytes) {
        return new ProgramRunner(toolchains, sandbox, scratchRoot, compileLimits, runLimits.withOutputBytes(outputBytes),
                compileCache, javacWorkers, separateSyntaxCheck, libraries, quiet, timedRuns);
    }

    /**
     * The same runner, each of its steps passing through {@code quiet}: {@link TimingQuiet#beside beside} the
     * others, or {@link TimingQuiet#alone alone} for the runs of a runner made {@link #timed()}.
     */
    public ProgramRunner withTimingQuiet(TimingQuiet quiet) {
        return new ProgramRunner(toolchains, sandbox, scratchRoot, compileLimits, runLimits, compileCache, javacWorkers,
                separateSyntaxCheck, libraries, quiet, timedRuns);
    }

    /** The same runner, its runs timed: each runs {@link TimingQuiet#alone alone}, its compiles beside the others. */
    public ProgramRunner timed() {
        return new ProgramRunner(toolchains, sandbox, scratchRoot, compileLimits, runLimits, compileCache, javacWorkers,
                separateSyntaxCheck, libraries, quiet, true);
    }

    /** What this runner's steps pass through, for work of the caller's that should keep away from timed runs too. */
    public TimingQuiet timingQuiet() {
        return quiet;
    }

    /** How long a program may run. */
    public java.time.Duration runWallTime() {
        return runLimits.wallTime();
    }

    public Execution execute(String language, String source) {
        return execute(language, source, Map.of(), UnaryOperator.identity());
    }

    /**
     * Like {@link #execute(String, String)}, with data files placed beside the program after it is
     * compiled (so they never reach the compile cache's key or artefacts), read-only to the run, and
     * the toolchain's run command adapted, e.g. given arguments or another entry class.
     */
    public Execution execute(String language, String source, Map<String, String> dataFiles,
            UnaryOperator<List<String>> runCommand) {
        return executeEach(language, source, dataFiles, List.of(runCommand)).get(0);
    }

    /**
     * Compiles once and runs the program once per run command, in order, each run in a fresh working
     * directory with the same limits (one build serving two tests of the same program). All the
     * executions share the compile step; when it fails there is one execution, without a run.
     */
    public List<Execution> executeEach(String language, String source, Map<String, String> dataFiles,
            List<UnaryOperator<List<String>>> runCommands) {
        return executeEach(language, Sources.of(source), dataFiles, runCommands);
    }

    /** Like {@link #executeEach(String, String, Map, List)}, for a program of several source files. */
    public List<Execution> executeEach(String language, Sources sources, Map<String, String> dataFiles,
            List<UnaryOperator<List<String>>> runCommands) {
        return executeWhile(language, sources, done -> done.size() >= runCommands.size() ? Optional.empty()
                : Optional.of(new Run(runCommands.get(done.size()), done.isEmpty() ? dataFiles : Map.of())));
    }

    /** One run of a compiled program: its command and data files to place beside it first (replacing same-named ones). */
    public record Run(UnaryOperator<List<String>> command, Map<String, String> dataFiles) {
        public Run {
            dataFiles = Map.copyOf(dataFiles);
        }
    }

    /**
     * Compiles once, then runs the program as long as {@code plan} asks, each run in a fresh sandbox
     * with fresh limits: {@code plan} sees the executions so far (none before the first run) and gives
     * the next run, or empty to stop. When the compile fails there is one execution, without a run.
     */
    public List<Execution> executeWhile(String language, String source, Function<List<Execution>, Optional<Run>> plan) {
        return executeWhile(language, Sources.of(source), plan);
    }

    /** Like {@link #executeWhile(String, String, Function)}, for a program of several source files. */
    public List<Execution> executeWhile(String language, Sources sources, Function<List<Execution>, Optional<Run>> plan) {
        Toolchain toolchain = withCompanions(toolchains.get(language).orElseThrow(() -> new IllegalStateException(
                "no toolchain for " + language + ": " + toolchains.unavailable(language).orElse("?"))), sources);
        Path dir = createProgramDirectory();
        try {
            Files.writeString(dir.resolve(toolchain.sourceFileName()), sources.main(), StandardCharsets.UTF_8);
            for (Map.Entry<String, String> companion : sources.companions().entrySet()) {
                Files.writeString(dir.resolve(companion.getKey()), companion.getValue(), StandardCharsets.UTF_8);
            }
            Map<String, String> environment = new HashMap<>(BASE_ENVIRONMENT);
            environment.putAll(toolchain.environment());
            boolean checkInRun = !separateSyntaxCheck && !toolchain.checkingRun().isEmpty();
            Optional<StepResult> compile = Optional.empty();
            if (!toolchain.compile().isEmpty() && !checkInRun) {
                compile = compile(toolchain, dir, environment, sources);
                if (!compile.get().succeeded()) {
                    return List.of(new Execution(compile, Optional.empty()));
                }
            }
            Limits limits = toolchain.addressSpaceLimited() ? runLimits : runLimits.withoutAddressSpaceLimit();
            List<Execution> executions = new ArrayList<>();
            for (Optional<Run> next = plan.apply(List.of()); next.isPresent(); next = plan.apply(List.copyOf(executions))) {
                for (Map.Entry<String, String> file : next.get().dataFiles().entrySet()) {
                    Files.writeString(dir.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
                }
                List<String> command = next.get().command().apply(checkInRun ? toolchain.checkingRun() : toolchain.run());
                SandboxStep step = new SandboxStep(command, dir, false, toolchain.readOnlyRoots(), environment, limits);
                StepResult run = retriedOnHostFault(() -> timedRuns ? quiet.alone(() -> sandbox.run(step))
                        : quiet.beside(() -> sandbox.run(step)));
                if (!checkInRun || run.hostFault().isPresent()) {
                    // A host fault says nothing of the syntax: the step is reported whole, for the caller to refuse.
                    executions.add(new Execution(compile, Optional.of(run)));
                    continue;
                }
                boolean checkedBefore = executions.stream().anyMatch(e -> e.hostFault().isEmpty());
                Execution checkedAndRun = SyntaxCheckingRun.split(run, checkedBefore);
                if (!checkedAndRun.compiled() && !SyntaxCheckingRun.endedWithItsVerdict(run)) {
                    // The step ended before the launcher said anything (its time limit on a slowed host, a
                    // signal): whether the syntax passes is the separate check's to say, under the compile
                    // limits, so the host's speed never turns a run's timeout into a static failure.
                    checkedAndRun = checkedSeparately(toolchain, dir, environment, sources, run);
                }
                if (!checkedAndRun.compiled()) {
                    return List.of(checkedAndRun);
                }
                executions.add(checkedAndRun);
            }
            return List.copyOf(executions);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            Directories.deleteRecursively(dir);
        }
    }

    private Execution checkedSeparately(Toolchain toolchain, Path dir, Map<String, String> environment, Sources sources,
            StepResult run) {
        StepResult check = compile(toolchain, dir, environment, sources).orElseThrow();
        return check.succeeded() ? new Execution(Optional.of(check), Optional.of(run))
                : new Execution(Optional.of(check), Optional.empty());
    }

    /** The toolchain whose compile command also names the companion sources (itself when there are none). */
    private static Toolchain withCompanions(Toolchain toolchain, Sources sources) {
        if (sources.companions().isEmpty()) {
            return toolchain;
        }
        return toolchain.withCompile(sources.compileCommand(toolchain));
    }

    private Optional<StepResult> compile(Toolchain toolchain, Path dir, Map<String, String> environment, Sources sources) {
        Optional<String> key = compileCache.map(cache -> cache.key(toolchain, environment, compileLimits, sources.main(),
                sources.companions()));
        Optional<StepResult> cached = key.flatMap(k -> compileCache.get().restore(k, dir));
        if (cached.isPresent()) {
            return cached;
        }
        StepResult result = retriedOnHostFault(() -> quiet.beside(() -> libraries.place(toolchain, sources, dir, environment,
                compileLimits).orElseGet(() -> compileStep(toolchain, dir, environment))));
        if (result.hostFault().isEmpty()) {
            // The sources and the libraries placed beside them are the compile's inputs, not what it made.
            java.util.Set<String> inputs = new java.util.HashSet<>(sources.companions().keySet());
            inputs.add(toolchain.sourceFileName());
            toolchain.libraries().ifPresent(build -> sources.companions().keySet().forEach(name -> inputs.add(
                    build.artifact(name))));
            key.ifPresent(k -> compileCache.get().store(k, dir, inputs, result));
        }
        return Optional.of(result);
    }

    /**
     * A step the host made fail is run once more (a disk that a neighbour filled, a burst of forks
     * elsewhere, may be gone a moment later); when the host fails it again, the result says so and the
     * caller reports a harness error, never a score.
     */
    private static StepResult retriedOnHostFault(java.util.function.Supplier<StepResult> step) {
        StepResult first = step.get();
        if (first.hostFault().isEmpty()) {
            return first;
        }
        System.err.println("[algoreval] a sandboxed step failed for the host's reason (" + first.hostFault().get()
                + "); running it once more");
        return step.get();
    }

    /** A Java compile goes to a worker when there are workers, with the CLI's result; otherwise to the CLI. */
    private StepResult compileStep(Toolchain toolchain, Path dir, Map<String, String> environment) {
        Optional<StepResult> byWorker = toolchain.language().equals("java")
                ? javacWorkers.flatMap(workers -> workers.compile(toolchain, dir, environment, compileLimits))
                : Optional.empty();
        StepResult result = byWorker.orElseGet(() -> sandbox.run(new SandboxStep(toolchain.compile(), dir, true,
                toolchain.readOnlyRoots(), environment, compileLimits)));
        return result.hostFault().isPresent() ? result
                : HostFaults.ofCompile(result, dir, compileLimits).map(result::withHostFault).orElse(result);
    }

    private Path createProgramDirectory() {
        try {
            // The compile step writes its output here.
            return Directories.createWritableBySandbox(scratchRoot, "prog-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a scratch directory under " + scratchRoot, e);
        }
    }
}

package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A pool of persistent javac workers ({@link JavacWorker}), at most one per thread that compiles at
 * once (the run's parallelism), started when first needed. A Java compile through the pool gives the
 * result a CLI compile in the sandbox would give, without the JVM's start-up and warm-up per program.
 *
 * <p>A worker is retired (killed, its directory deleted, a fresh one started when next needed) after
 * {@link #compilesPerWorker} compiles and after anything but a clean success: a compile error, a
 * timeout, an overflowing output or a worker that died. A compile that exceeds the compile limit
 * gets the CLI's timed-out result. When a worker fails without the program being at fault (it died,
 * answered nonsense) the pool answers empty and the caller compiles that program with the CLI, so its
 * result is the CLI's. When a worker cannot start at all the pool says so once on stderr and sends
 * every later compile to the CLI.
 */
public final class JavacWorkers implements AutoCloseable {
    /** Recycling bounds what a long-lived javac could accumulate (heap, JIT state) at a small cost. */
    public static final int DEFAULT_COMPILES_PER_WORKER = 50;
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

    private final Sandbox sandbox;
    private final Path scratchRoot;
    private final int compilesPerWorker;
    private final Semaphore slots;
    private final BlockingQueue<JavacWorker> idle = new LinkedBlockingQueue<>();
    private final List<JavacWorker> all = new ArrayList<>();
    private final AtomicBoolean disabled = new AtomicBoolean();
    private final AtomicInteger started = new AtomicInteger();
    private final AtomicInteger fallbacks = new AtomicInteger();
    private volatile boolean closed;
    /**
     * Starts every worker. bwrap's --die-with-parent is PR_SET_PDEATHSIG, which fires when the
     * thread that spawned bwrap ends, not the process: a worker started by a short-lived thread (a
     * canary check's pool) would be killed with it. These threads live as long as the pool.
     */
    private final ExecutorService starters;

    /**
     * @param size how many workers may exist at once; compiles beyond that wait for one
     * @param compilesPerWorker after how many compiles a worker is replaced by a fresh one
     * @throws IllegalArgumentException when the sandbox cannot run long-lived processes
     */
    public JavacWorkers(Sandbox sandbox, Path scratchRoot, int size, int compilesPerWorker) {
        if (!sandbox.startsLongLivedProcesses()) {
            throw new IllegalArgumentException(sandbox.describe() + " cannot run compile workers");
        }
        if (size < 1 || compilesPerWorker < 1) {
            throw new IllegalArgumentException("size and compilesPerWorker must be positive");
        }
        this.sandbox = sandbox;
        this.scratchRoot = scratchRoot;
        this.compilesPerWorker = compilesPerWorker;
        this.slots = new Semaphore(size);
        this.starters = Executors.newFixedThreadPool(size, runnable -> {
            Thread thread = new Thread(runnable, "javac-worker-starter");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** A pool for this sandbox, or empty when it cannot run workers (sandbox mode none). */
    public static Optional<JavacWorkers> forSandbox(Sandbox sandbox, Path scratchRoot, int size) {
        return sandbox.startsLongLivedProcesses()
                ? Optional.of(new JavacWorkers(sandbox, scratchRoot, size, DEFAULT_COMPILES_PER_WORKER))
                : Optional.empty();
    }

    /**
     * Compiles the Java program in {@code programDir} as the toolchain's CLI compile step would, with
     * the same limits, leaving the classes there; empty when the CLI must compile it instead.
     */
    Optional<StepResult> compile(Toolchain toolchain, Path programDir, Map<String, String> environment, Limits limits) {
        if (disabled.get() || closed) {
            return Optional.empty();
        }
        try {
            slots.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        try {
            Optional<JavacWorker> worker = take(toolchain, environment, limits);
            if (worker.isEmpty()) {
                return Optional.empty();
            }
            JavacWorker.Answer answer = worker.get().compile(programDir, toolchain.sourceFileName(), limits.wallTime());
            Optional<StepResult> result = result(answer);
            if (result.isPresent() && result.get().succeeded() && worker.get().compiles() < compilesPerWorker && !closed) {
                idle.add(worker.get());
            } else {
                // A worker that answered (even with a compile error) ends itself; one that timed out or broke was killed.
                retire(worker.get(), answer instanceof JavacWorker.Compiled);
            }
            if (result.isEmpty()) {
                fallbacks.incrementAndGet();
                System.err.println("[algoreval] a javac worker failed (" + ((JavacWorker.Broken) answer).why()
                        + "); compiling that program with the javac CLI");
                keepOnlySource(programDir, toolchain.sourceFileName());
            }
            return result;
        } finally {
            slots.release();
        }
    }

    /** What the CLI compile would have returned for this answer; empty when the worker, not the program, failed. */
    private static Optional<StepResult> result(JavacWorker.Answer answer) {
        if (answer instanceof JavacWorker.Compiled compiled) {
            // The CLI compile is killed when its output passes the cap: killed by SIGKILL, 128 + 9.
            int exitCode = compiled.outputLimitExceeded() ? 137 : compiled.exitCode();
            return Optional.of(new StepResult(exitCode, false, compiled.outputLimitExceeded(), "",
                    compiled.diagnostics(), compiled.elapsed()));
        }
        if (answer instanceof JavacWorker.TimedOut timedOut) {
            return Optional.of(new StepResult(137, true, false, "", "", timedOut.elapsed()));
        }
        return Optional.empty();
    }

    private Optional<JavacWorker> take(Toolchain toolchain, Map<String, String> environment, Limits limits) {
        JavacWorker worker = idle.poll();
        if (worker != null) {
            return Optional.of(worker);
        }
        try {
            worker = starters.submit(() -> JavacWorker.start(sandbox, toolchain, scratchRoot, environment,
                    workerLimits(limits), START_TIMEOUT)).get();
        } catch (ExecutionException | RejectedExecutionException e) {
            String why = e instanceof ExecutionException ? e.getCause().getMessage() : "the pool is closed";
            if (!closed && disabled.compareAndSet(false, true)) {
                System.err.println("[algoreval] WARNING: " + why + "; Java programs are compiled with the"
                        + " javac CLI (about a second each) for the rest of the run");
            }
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        started.incrementAndGet();
        synchronized (all) {
            all.add(worker);
        }
        if (closed) {
            retire(worker, true);
            return Optional.empty();
        }
        return Optional.of(worker);
    }

    /**
     * The compile step's limits for a whole worker life. Memory, processes, file size, tmpfs and the
     * output cap are per process and stay; the CPU-time rlimit (derived from the wall time) would add
     * up over compiles, so it is given for all of them, while each compile keeps its own wall limit.
     */
    private Limits workerLimits(Limits limits) {
        return limits.withWallTime(limits.wallTime().plusSeconds(1).multipliedBy(compilesPerWorker));
    }

    private void retire(JavacWorker worker, boolean healthy) {
        if (healthy) {
            worker.stop();
        } else {
            worker.kill();
        }
        synchronized (all) {
            all.remove(worker);
        }
    }

    /** Removes what a failed worker may have moved beside the source, so the CLI compile starts as from scratch. */
    private static void keepOnlySource(Path programDir, String sourceFileName) {
        try (Stream<Path> files = Files.list(programDir)) {
            files.filter(file -> !file.getFileName().toString().equals(sourceFileName))
                    .forEach(Directories::deleteRecursively);
        } catch (IOException e) {
            System.err.println("[algoreval] cannot clean " + programDir + ": " + e.getMessage());
        }
    }

    /** How many workers were started so far. */
    public int workersStarted() {
        return started.get();
    }

    /** How many programs a worker failed on, which the CLI then compiled. */
    public int fallbacks() {
        return fallbacks.get();
    }

    /** Whether workers could not start here, so every compile goes to the CLI. */
    public boolean disabled() {
        return disabled.get();
    }

    /** Kills every worker; compiles after this go to the CLI. */
    @Override
    public void close() {
        closed = true;
        List<JavacWorker> workers;
        synchronized (all) {
            workers = new ArrayList<>(all);
            all.clear();
        }
        // Idle workers end themselves; one still compiling is killed (its program then goes to the CLI).
        Set<JavacWorker> idleNow = new HashSet<>(idle);
        idle.clear();
        workers.forEach(worker -> {
            if (idleNow.contains(worker)) {
                worker.stop();
            } else {
                worker.kill();
            }
        });
        starters.shutdownNow();
    }
}

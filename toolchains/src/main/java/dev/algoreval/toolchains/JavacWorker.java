package dev.algoreval.toolchains;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * One javac worker seen from the harness: a {@link JavacServer} JVM in its own sandbox, with a host
 * directory bound at {@link Sandbox#APP} holding the server's class file ({@code server/}, read-only
 * to the sandbox uid) and the job directory ({@code job/}, the server's working directory).
 *
 * <p>For each program the job directory is checked empty, the source is copied in, the server is
 * asked to compile, and everything the compile produced is moved into the program's own directory,
 * leaving the job directory empty again: no file of one program is ever seen by the next compile.
 * Used by one thread at a time.
 */
final class JavacWorker implements AutoCloseable {
    private static final String SERVER_CLASS = JavacServer.class.getName();
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(2);

    private final SandboxedProcess process;
    private final Path root;
    private final Path job;
    private final DataInputStream answers;
    /** Reads answers, so that a compile can be waited for with a time limit. */
    private final ExecutorService reader;
    private int compiles;

    private JavacWorker(SandboxedProcess process, Path root, Path job) {
        this.process = process;
        this.root = root;
        this.job = job;
        this.answers = new DataInputStream(process.stdout());
        this.reader = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "javac-worker-reader");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** What one compile request gave: the CLI's exit code and diagnostics, or that the worker failed. */
    sealed interface Answer permits Compiled, TimedOut, Broken {
    }

    record Compiled(int exitCode, boolean outputLimitExceeded, String diagnostics, Duration elapsed) implements Answer {
    }

    record TimedOut(Duration elapsed) implements Answer {
    }

    /** The worker died or answered nonsense: the program's compile says nothing about the program. */
    record Broken(String why) implements Answer {
    }

    /**
     * Starts a worker and waits until its compiler is loaded.
     *
     * @param toolchain the Java toolchain, whose CLI compile command the worker reproduces
     * @throws IllegalStateException saying why the worker did not come up
     */
    static JavacWorker start(Sandbox sandbox, Toolchain toolchain, Path scratchRoot, Map<String, String> environment,
            Limits limits, Duration startTimeout) {
        Path root = null;
        SandboxedProcess process = null;
        try {
            Files.createDirectories(scratchRoot);
            root = Files.createTempDirectory(scratchRoot, "javac-worker-");
            Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
            installServer(root.resolve("server"));
            Path job = Files.createDirectory(root.resolve("job"));
            // The server runs as an unprivileged sandbox uid and writes the classes here.
            Files.setPosixFilePermissions(job, PosixFilePermissions.fromString("rwxrwxrwx"));
            process = sandbox.start(new SandboxStep(command(toolchain, limits), root, true, toolchain.readOnlyRoots(),
                    environment, limits));
            JavacWorker worker = new JavacWorker(process, root, job);
            worker.awaitReady(startTimeout);
            return worker;
        } catch (IOException | RuntimeException e) {
            String stderr = process == null ? "" : process.stderr().strip();
            if (process != null) {
                process.kill();
            }
            if (root != null) {
                Directories.deleteRecursively(root);
            }
            throw new IllegalStateException("the javac worker did not start: " + e.getMessage()
                    + (stderr.isEmpty() ? "" : " (" + stderr + ")"), e);
        }
    }

    /**
     * The CLI's compile command as a worker: javac's {@code -J} options become the worker JVM's own,
     * the other arguments are given to every compile. {@code -classpath .} is what the CLI gets by
     * default (no CLASSPATH in the sandbox) and would otherwise be the worker's own class path;
     * {@code -proc:none} because the CLI finds no annotation processor either (the program's
     * directory holds only its source), and nothing of a program may run at compile time.
     */
    static List<String> command(Toolchain toolchain, Limits limits) {
        List<String> cli = toolchain.compile();
        String java = Path.of(cli.get(0)).resolveSibling("java").toString();
        List<String> jvm = new ArrayList<>();
        List<String> javac = new ArrayList<>(List.of("-proc:none", "-classpath", "."));
        for (String argument : cli.subList(1, cli.size())) {
            if (argument.startsWith("-J")) {
                jvm.add(argument.substring(2));
            } else {
                javac.add(argument);
            }
        }
        // The JVM's working directory is the job directory, where the CLI's relative paths resolve.
        List<String> command = new ArrayList<>(List.of("/bin/sh", "-c", "cd " + Sandbox.APP + "/job && exec \"$@\"", "sh", java));
        command.addAll(jvm);
        command.addAll(List.of("-cp", Sandbox.APP + "/server", SERVER_CLASS, Long.toString(limits.outputBytes())));
        command.addAll(javac);
        return List.copyOf(command);
    }

    /** Copies the server's class file out of this module, readable but not writable by the sandbox uid. */
    private static void installServer(Path server) throws IOException {
        Path file = server.resolve(SERVER_CLASS.replace('.', '/') + ".class");
        Files.createDirectories(file.getParent());
        try (InputStream in = JavacServer.class.getResourceAsStream(JavacServer.class.getSimpleName() + ".class")) {
            if (in == null) {
                throw new IOException("JavacServer.class is not on the class path");
            }
            Files.copy(in, file);
        }
        for (String nested : List.of("$CappedBuffer")) {
            String name = JavacServer.class.getSimpleName() + nested + ".class";
            try (InputStream in = JavacServer.class.getResourceAsStream(name)) {
                if (in == null) {
                    throw new IOException(name + " is not on the class path");
                }
                Files.copy(in, file.resolveSibling(name));
            }
        }
    }

    private void awaitReady(Duration timeout) throws IOException {
        Future<String> line = reader.submit(() -> readLine(answers));
        try {
            String ready = line.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!"ready".equals(ready)) {
                throw new IOException("it said '" + ready + "' instead of 'ready'");
            }
        } catch (TimeoutException e) {
            throw new IOException("not ready after " + timeout.toMillis() + " ms");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IOException(e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }

    /** How many compiles this worker has answered. */
    int compiles() {
        return compiles;
    }

    /**
     * Compiles the program in {@code programDir} (its source named {@code sourceFileName}) and moves
     * what the compile produced there. On {@link TimedOut} or {@link Broken} the worker is killed.
     */
    Answer compile(Path programDir, String sourceFileName, Duration limit) {
        long start = System.nanoTime();
        try {
            try (Stream<Path> left = Files.list(job)) {
                if (left.findAny().isPresent()) {
                    return broken("the job directory is not empty");
                }
            }
            Files.copy(programDir.resolve(sourceFileName), job.resolve(sourceFileName));
            Future<String[]> answer = reader.submit(this::readAnswer);
            process.stdin().write("compile\n".getBytes(StandardCharsets.US_ASCII));
            process.stdin().flush();
            String[] header;
            try {
                header = answer.get(limit.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                kill();
                return new TimedOut(Duration.ofNanos(System.nanoTime() - start));
            }
            compiles++;
            moveProducedFiles(programDir, sourceFileName);
            return new Compiled(Integer.parseInt(header[0]), header[1].equals("1"), header[2],
                    Duration.ofNanos(System.nanoTime() - start));
        } catch (java.util.concurrent.ExecutionException e) {
            return broken(e.getCause().getMessage());
        } catch (IOException | RuntimeException e) {
            return broken(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return broken("interrupted");
        }
    }

    private Broken broken(String why) {
        String stderr = process.stderr().strip();
        kill();
        return new Broken(why + (stderr.isEmpty() ? "" : " (worker stderr: " + stderr + ")"));
    }

    /** {exit code, overflow flag, diagnostics} from one {@code done} frame. */
    private String[] readAnswer() throws IOException {
        String line = readLine(answers);
        String[] fields = line == null ? new String[0] : line.split(" ");
        if (fields.length != 4 || !fields[0].equals("done")) {
            throw new IOException(line == null ? "the worker ended" : "unexpected answer '" + line + "'");
        }
        byte[] text = new byte[Integer.parseInt(fields[3])];
        answers.readFully(text);
        return new String[] {fields[1], fields[2], new String(text, StandardCharsets.UTF_8)};
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                return null;
            }
            if (line.size() > 200) {
                throw new IOException("answer line too long");
            }
            line.write(b);
        }
        return line.toString(StandardCharsets.US_ASCII);
    }

    /** Moves the compile's output (class files, package directories) from the job directory to the program's. */
    private void moveProducedFiles(Path programDir, String sourceFileName) throws IOException {
        try (Stream<Path> produced = Files.list(job)) {
            for (Path file : produced.toList()) {
                if (file.getFileName().toString().equals(sourceFileName)) {
                    Files.delete(file);
                } else {
                    Files.move(file, programDir.resolve(file.getFileName().toString()), StandardCopyOption.ATOMIC_MOVE);
                }
            }
        }
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Ends a healthy worker as it ends itself: its stdin closes, the server returns and the JVM exits,
     * so its sandbox winds down in order (and its CPU time is accounted to the harness like a CLI
     * compile's). Killed when it does not end within {@link #STOP_TIMEOUT}.
     */
    void stop() {
        try {
            process.stdin().close();
        } catch (IOException e) {
            // already gone
        }
        process.waitFor(STOP_TIMEOUT);
        kill();
    }

    /** Ends the worker at once and removes its directory. */
    void kill() {
        process.kill();
        reader.shutdownNow();
        Directories.deleteRecursively(root);
    }

    @Override
    public void close() {
        kill();
    }
}

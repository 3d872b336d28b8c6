package dev.algoreval.dataset;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The host's Python 3, run directly on a program file: no sandbox, because the programs are this
 * module's own references and test blocks. The program's interpreter is resolved once through
 * {@code sys.executable}, since a pyenv shim on PATH is a shell script that costs ~0.4 s per start.
 */
public final class PythonInterpreter {
    private static final long TIMEOUT_SECONDS = 60;

    public record Run(int exitCode, String stdout, String stderr) {
    }

    private final Path executable;

    private PythonInterpreter(Path executable) {
        this.executable = executable;
    }

    /** The real binary behind the first {@code python3} on PATH; fails the caller if there is none. */
    public static PythonInterpreter resolve() {
        Path onPath = onPath("python3");
        Run run = start(List.of(onPath.toString(), "-c", "import sys; print(sys.executable)"), null);
        if (run.exitCode() != 0 || run.stdout().isBlank()) {
            throw new IllegalStateException(onPath + " does not start: " + run.stderr());
        }
        return new PythonInterpreter(Path.of(run.stdout().strip()));
    }

    /** Runs {@code program} as a script in isolated mode (-I: no user site, no PYTHON* variables). */
    public Run run(String program, Path directory) throws IOException {
        Path script = Files.createTempFile(directory, "main", ".py");
        Files.writeString(script, program, StandardCharsets.UTF_8);
        return start(List.of(executable.toString(), "-I", "-B", script.toString()), directory);
    }

    private static Path onPath(String name) {
        for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(directory.isEmpty() ? "." : directory, name);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException(name + " not found on PATH: the Python test blocks need a Python 3 to run");
    }

    private static Run start(List<String> command, Path directory) {
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command));
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        builder.environment().put("PYTHONIOENCODING", "utf-8");
        try {
            Process process = builder.start();
            process.getOutputStream().close();
            // Both pipes are drained at once so a chatty program cannot block on a full stderr pipe.
            CompletableFuture<String> stdout = CompletableFuture.supplyAsync(() -> read(process.getInputStream()));
            CompletableFuture<String> stderr = CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                return new Run(-1, stdout.get(), "timed out after " + TIMEOUT_SECONDS + " s\n" + stderr.get());
            }
            return new Run(process.exitValue(), stdout.get(), stderr.get());
        } catch (IOException | ExecutionException e) {
            throw new IllegalStateException("cannot run " + command.get(0), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command.get(0), e);
        }
    }

    private static String read(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}

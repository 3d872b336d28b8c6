package dev.algoreval.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A run of one suite in a JVM of its own ({@link LaunchMain}), so a test can limit, race or kill it for real. */
final class ChildRun implements AutoCloseable {
    private final Process process;
    private final Path log;

    private ChildRun(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /** @param prefix a command the JVM runs under, e.g. {@code prlimit --fsize=…}; may be empty */
    static ChildRun start(List<String> prefix, Class<?> suite, Map<String, String> config, Path log) throws IOException {
        return start(prefix, List.of(), suite, config, log);
    }

    /** @param jvmOptions options of the child JVM, e.g. {@code -Djava.io.tmpdir=…} */
    static ChildRun start(List<String> prefix, List<String> jvmOptions, Class<?> suite, Map<String, String> config,
            Path log) throws IOException {
        return start(prefix, jvmOptions, Map.of(), suite, config, log);
    }

    /** @param environment variables set for the child JVM on top of this one's */
    static ChildRun start(List<String> prefix, List<String> jvmOptions, Map<String, String> environment, Class<?> suite,
            Map<String, String> config, Path log) throws IOException {
        List<String> command = new ArrayList<>(prefix);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), LaunchMain.class.getName(), suite.getName()));
        config.forEach((key, value) -> command.add(key + "=" + value));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(environment);
        Process process = builder.start();
        return new ChildRun(process, log);
    }

    long pid() {
        return process.pid();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Waits for the end and returns everything the JVM printed. */
    String awaitOutput(long seconds) throws IOException, InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the child run did not end within " + seconds + " s:\n" + Files.readString(log));
        }
        return Files.readString(log);
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}

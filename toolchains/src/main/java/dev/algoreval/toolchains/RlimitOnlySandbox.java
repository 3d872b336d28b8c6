package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * No isolation at all beyond rlimits and a scrubbed environment: only for machines without a usable
 * bubblewrap, and only when the user asked for it explicitly with {@code algoreval.sandbox=none}.
 */
final class RlimitOnlySandbox implements Sandbox {
    private final ProcessRunner runner = new ProcessRunner();

    @Override
    public StepResult run(SandboxStep step) {
        Path workDir = step.appDir();
        Path scratch = null;
        try {
            if (!step.appWritable()) {
                scratch = Files.createTempDirectory(step.appDir().getParent(), "work-");
                workDir = scratch;
            }
            List<String> argv = new ArrayList<>(Rlimits.prlimit(step.limits()));
            for (String argument : step.command()) {
                argv.add(argument.startsWith(APP + "/") ? step.appDir() + argument.substring(APP.length()) : argument);
            }
            return runner.run(argv, step.environment(), workDir, step.limits().wallTime(), step.limits().outputBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (scratch != null) {
                Directories.deleteRecursively(scratch);
            }
        }
    }

    @Override
    public String describe() {
        return "NONE (rlimits only; generated code runs with the harness's privileges)";
    }
}

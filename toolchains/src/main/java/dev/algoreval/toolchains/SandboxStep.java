package dev.algoreval.toolchains;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One command to run in a sandbox. {@code appDir} is the host directory holding the program; it
 * appears as {@link Sandbox#APP} inside, writable only for compile steps. {@code readOnlyRoots}
 * are host directories outside {@code /usr} that the toolchain needs (a pyenv Python, a rustup
 * sysroot). The working directory inside is a fresh, size-capped tmpfs ({@link Sandbox#WORK}) for
 * run steps and {@link Sandbox#APP} for compile steps.
 */
public record SandboxStep(List<String> command, Path appDir, boolean appWritable, Set<Path> readOnlyRoots,
        Map<String, String> environment, Limits limits) {
    public SandboxStep {
        command = List.copyOf(command);
        readOnlyRoots = Set.copyOf(readOnlyRoots);
        environment = Map.copyOf(environment);
    }
}

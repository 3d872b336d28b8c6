package dev.algoreval.engine.pipeline;

import dev.algoreval.toolchains.Toolchains;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a program's speed depends on besides the program: the CPU model, the number of cores and the
 * toolchain versions. Not the hostname, so that identical machines (CI runners, a Job's pods) share
 * their calibration.
 */
public final class HostDescription {
    private HostDescription() {
    }

    public static String of(Toolchains toolchains) {
        Map<String, String> versions = new TreeMap<>();
        toolchains.available().forEach((language, toolchain) -> versions.put(language, toolchain.version()));
        return "cpu=" + cpuModel() + "; cores=" + Runtime.getRuntime().availableProcessors() + "; toolchains=" + versions;
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst().orElse("unknown");
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}

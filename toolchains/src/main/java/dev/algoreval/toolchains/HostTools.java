package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Finds trusted executables on the host and asks them about themselves (outside the sandbox). */
final class HostTools {
    private final List<Path> searchPath = new ArrayList<>();

    HostTools() {
        String path = System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin");
        for (String dir : path.split(":")) {
            if (!dir.isBlank()) {
                searchPath.add(Path.of(dir));
            }
        }
        // Maven and IDEs often start without the user's shell PATH; rustup installs here.
        String cargoHome = System.getenv("CARGO_HOME");
        if (cargoHome != null) {
            searchPath.add(Path.of(cargoHome, "bin"));
        }
        searchPath.add(Path.of(System.getProperty("user.home"), ".cargo", "bin"));
        searchPath.add(Path.of("/usr/local/go/bin"));
    }

    /**
     * The first executable of that name on the search path, as found: links are kept, because some
     * (rustup's proxies) behave by the name they are called with.
     */
    Optional<Path> find(String name) {
        return searchPath.stream().map(dir -> dir.resolve(name))
                .filter(candidate -> Files.isRegularFile(candidate) && Files.isExecutable(candidate))
                .findFirst();
    }

    /** The executable's real path (through Debian's alternatives), to find the installation it belongs to. */
    Optional<Path> findReal(String name) {
        return find(name).flatMap(path -> {
            try {
                return Optional.of(path.toRealPath());
            } catch (IOException e) {
                return Optional.empty();
            }
        });
    }

    /** Runs a trusted probe command and returns its stdout+stderr, or empty when it fails. */
    Optional<String> probe(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            byte[] out = process.getInputStream().readAllBytes();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            return process.exitValue() == 0 ? Optional.of(new String(out, StandardCharsets.UTF_8).strip())
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }

    /** Whether the sandbox already shows this path through its read-only /usr. */
    static boolean underUsr(Path path) {
        return path.startsWith("/usr");
    }
}

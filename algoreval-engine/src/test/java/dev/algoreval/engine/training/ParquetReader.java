package dev.algoreval.engine.training;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Reads a Parquet file with hyparquet, a JavaScript reader written by other people than parquet-java, so that a
 * test checks what an independent reader sees. hyparquet is pinned in {@code src/test/node/parquet-reader}
 * (package-lock.json) and installed from npm on first use, as deploy/validate.sh installs its validators.
 */
public final class ParquetReader {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DIR = Path.of("src/test/node/parquet-reader").toAbsolutePath();

    private ParquetReader() {
    }

    /** {@code {"schema": [...], "rows": [...], "num_rows": n}} as read.mjs prints it. */
    public static synchronized JsonNode read(Path parquet) throws IOException, InterruptedException {
        if (!Files.isDirectory(DIR.resolve("node_modules/hyparquet"))) {
            run(List.of("npm", "ci", "--no-audit", "--no-fund", "--silent"), 300);
        }
        return JSON.readTree(run(List.of("node", DIR.resolve("read.mjs").toString(), parquet.toString()), 120));
    }

    private static String run(List<String> command, long seconds) throws IOException, InterruptedException {
        if (!onPath(command.get(0))) {
            throw new IllegalStateException(command.get(0) + " not found on PATH: the Parquet check reads files with "
                    + "Node.js (toolchains/install.sh installs it with the javascript toolchain)");
        }
        Process process = new ProcessBuilder(command).directory(DIR.toFile()).start();
        process.getOutputStream().close();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> drain(process.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> drain(process.getErrorStream()));
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new IllegalStateException(String.join(" ", command) + " did not finish in " + seconds + " s");
        }
        if (process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed (" + process.exitValue() + "): "
                    + err.join());
        }
        return out.join();
    }

    private static boolean onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir.isEmpty() ? "." : dir, name))) {
                return true;
            }
        }
        return false;
    }

    private static String drain(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}

package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.engine.api.Constants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A toolchain found on the host that does not work in the sandbox (here a `go` that answers its
 * version but compiles nothing) ends its language's tests as a harness outcome with the reason, once
 * on the console, and never as the model's static failures; the other languages run as usual.
 */
class ToolchainCanaryRunTest {
    @TempDir
    Path dir;

    @Test
    void aBrokenToolchainSkipsItsLanguageWithTheReasonInsteadOfFailingEveryAnswer() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("brokengo/bin"));
        Path go = Files.writeString(bin.resolve("go"), """
                #!/bin/sh
                if [ "$1" = version ]; then echo "go version go1.19.8 linux/amd64"; exit 0; fi
                echo "this go is broken" >&2
                exit 3
                """);
        Files.setPosixFilePermissions(go, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path output = dir.resolve("out");
        try (ChildRun run = ChildRun.start(List.of(), List.of(), Map.of("PATH", bin + ":" + System.getenv("PATH")),
                MergeSortAndBridgesSuite.class, Map.of(Constants.LANGUAGES, "go,python", Constants.OUTPUT, output.toString()),
                dir.resolve("run.log"))) {
            String log = run.awaitOutput(240);

            assertThat(log).containsOnlyOnce("the go toolchain failed its canary in the sandbox")
                    .contains("[launch] tests {SKIPPED=2, SUCCESSFUL=2}");
            assertThat(OutputDirectoryRunTest.lines(output)).hasSize(4).allSatisfy(line -> {
                if (line.get("language").asText().equals("go")) {
                    assertThat(line.get("outcome").asText()).isEqualTo("skipped");
                    assertThat(line.get("detail").asText()).contains("Go toolchain failed its canary")
                            .contains("does not compile");
                } else {
                    assertThat(line.get("outcome").asText()).isEqualTo("pass");
                }
            });
        }
    }
}

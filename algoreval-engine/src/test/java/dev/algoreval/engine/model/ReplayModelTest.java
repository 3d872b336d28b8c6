package dev.algoreval.engine.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replay files read from real files: what is refused with the file's name, what is only one test's problem. */
class ReplayModelTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Dataset DATASET = Dataset.load();
    private static final Instance KMP = DATASET.instance("kmp/rust/default").orElseThrow();
    private static final Instance SORT = DATASET.instance("merge-sort/python/default").orElseThrow();
    private static final Prompt PROMPT = new Prompt("system", "user");

    @TempDir
    Path dir;

    @Test
    void anEmptyFileOrOneOfBlankLinesIsAnErrorNamingTheFile() throws Exception {
        for (String content : List.of("", "\n  \n\t\r\n\n")) {
            Path file = Files.writeString(dir.resolve("blank.jsonl"), content);
            assertThatThrownBy(() -> ReplayModel.load(file)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(file.toString()).hasMessageContaining("records no responses")
                    .hasMessageContaining("empty or has only blank lines");
        }
    }

    @Test
    void aDirectoryOrAFileThatCannotBeReadIsAnErrorNamingIt() {
        assertThatThrownBy(() -> ReplayModel.load(dir)).hasMessageContaining("replay file " + dir)
                .hasMessageContaining("is a directory");
        // Readable by permissions, even to root, yet every read fails with EIO: a real unreadable file.
        Path unreadable = Path.of("/proc/self/mem");
        assumeTrue(Files.exists(unreadable), "needs Linux /proc");
        assertThatThrownBy(() -> ReplayModel.load(unreadable)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot read replay file " + unreadable);
    }

    @Test
    void aFileWithoutReadPermissionIsAnErrorNamingIt() throws Exception {
        Path file = Files.writeString(dir.resolve("secret.jsonl"), line(KMP.id(), "x"));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        assumeFalse(Files.isReadable(file), "running as root: permissions do not stop reads (see the /proc/self/mem case)");
        assertThatThrownBy(() -> ReplayModel.load(file)).hasMessageContaining("cannot read replay file " + file)
                .hasMessageContaining("permission denied");
    }

    @Test
    void anInstanceRecordedTwiceIsAnErrorNamingBothLines() throws Exception {
        Path file = Files.writeString(dir.resolve("twice.jsonl"),
                line(KMP.id(), "first") + "\n" + line(SORT.id(), "x") + "\n\n" + line(KMP.id(), "second") + "\n");
        assertThatThrownBy(() -> ReplayModel.load(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("'" + KMP.id() + "' is recorded twice")
                .hasMessageContaining("lines 1 and 4");
    }

    @Test
    void malformedLinesAreErrorsNamingTheLine() throws Exception {
        Map<String, String> problems = Map.of(
                "{\"instance\": 3, \"response\": \"x\"}", "field 'instance' must be a string",
                "{\"instance\": \"kmp/rust/default\"}", "field 'response' must be a string",
                "[\"kmp/rust/default\", \"x\"]", "not a JSON object",
                "{\"instance\": \"kmp/rust/default\", \"response\": \"tr", "not a JSON object",
                line(KMP.id(), "a") + " " + line(SORT.id(), "b"), "not one JSON object");
        for (Map.Entry<String, String> problem : problems.entrySet()) {
            Path file = Files.writeString(dir.resolve("bad.jsonl"), "\n" + problem.getKey() + "\n");
            assertThatThrownBy(() -> ReplayModel.load(file)).as(problem.getKey())
                    .hasMessageStartingWith(file + ":2: " + problem.getValue());
        }
    }

    @Test
    void instancesTheDatasetDoesNotHaveAreCountedAndTheFirstFewListedWithTheirLines() throws Exception {
        List<String> lines = new ArrayList<>(List.of(line(KMP.id(), "x"), "", line("kmp/cobol/default", "x")));
        IntStream.rangeClosed(1, 6).forEach(i -> lines.add(line("no-such-algorithm/go/v" + i, "x")));
        Path file = Files.writeString(dir.resolve("typos.jsonl"), String.join("\n", lines));
        ReplayModel replay = ReplayModel.load(file);

        assertThat(replay.unknownInstances(ids())).hasValueSatisfying(warning -> assertThat(warning)
                .startsWith("replay file " + file + ": 7 lines name instances not in the dataset")
                .contains("line 3: kmp/cobol/default, line 4: no-such-algorithm/go/v1")
                .contains("line 7: no-such-algorithm/go/v4").doesNotContain("v5").endsWith(", …)"));
        assertThat(ReplayModel.load(Files.writeString(dir.resolve("ok.jsonl"), line(KMP.id(), "x"))).unknownInstances(ids()))
                .isEmpty();
    }

    @Test
    void anOversizedResponseIsReadInBoundedMemoryAndScoredAsItsOwnTestsNoCode() throws Exception {
        int size = 50 * 1024 * 1024;
        String huge = "```rust\nfn main() {}\n```" + " ".repeat(size);
        // The instance comes after the response, so it is found only by reading past the oversized text.
        String oversized = "{\"response\": " + JSON.writeValueAsString(huge) + ", \"instance\": \"" + KMP.id() + "\"}";
        Path file = Files.writeString(dir.resolve("huge.jsonl"), oversized + "\n" + line(SORT.id(), "```python\nprint(1)\n```"));
        huge = null;
        oversized = null;

        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        ReplayModel replay = ReplayModel.load(file);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;

        assertThat(allocated).as("bytes allocated to read a 50 MB line").isLessThan(8L * 1024 * 1024);
        long lineBytes = Files.size(file) - line(SORT.id(), "```python\nprint(1)\n```").length() - 1;
        ModelResponse response = replay.generate(KMP, PROMPT, 0);
        assertThat(response.content()).isEmpty();
        assertThat(response.discarded()).hasValueSatisfying(reason -> assertThat(reason)
                .contains("line 1 of " + file).contains(lineBytes + " bytes")
                .contains("exceeds the 1 MiB limit").contains("not read"));
        assertThat(replay.generate(SORT, PROMPT, 0)).isEqualTo(ModelResponse.of("```python\nprint(1)\n```"));
        assertThat(replay.skipReason(KMP)).isEmpty();
    }

    @Test
    void theLimitCountsTheWholeLineAndALineOfExactlyTheLimitIsKept() throws Exception {
        String envelope = line(KMP.id(), "") + "\r";
        String fits = "y".repeat(ReplayModel.MAX_LINE_BYTES - envelope.length());
        Path file = Files.writeString(dir.resolve("edge.jsonl"), line(KMP.id(), fits) + "\r\n");
        assertThat(Files.size(file)).isEqualTo(ReplayModel.MAX_LINE_BYTES + 1);

        ModelResponse kept = ReplayModel.load(file).generate(KMP, PROMPT, 0);
        assertThat(kept.discarded()).isEmpty();
        assertThat(kept.content()).isEqualTo(fits);

        Files.writeString(file, line(KMP.id(), fits + "y") + "\r\n");
        assertThat(ReplayModel.load(file).generate(KMP, PROMPT, 0).discarded())
                .hasValueSatisfying(reason -> assertThat(reason).contains((ReplayModel.MAX_LINE_BYTES + 1) + " bytes"));
    }

    private static Set<String> ids() {
        return DATASET.instances().stream().map(Instance::id).collect(Collectors.toSet());
    }

    private static String line(String instance, String response) {
        try {
            return JSON.writeValueAsString(Map.of("instance", instance, "response", response));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

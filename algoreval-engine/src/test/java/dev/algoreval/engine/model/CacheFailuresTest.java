package dev.algoreval.engine.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A generation cache on real directories that cannot be used, or stop being usable mid-run: no answer is lost. */
class CacheFailuresTest {
    private static final Instance INSTANCE = Dataset.load().instance("kmp/rust/default").orElseThrow();
    private static final Prompt PROMPT = new Prompt("system", "Implement KMP in Rust.");

    @TempDir
    Path dir;
    private final CountingModel model = new CountingModel();
    private final List<String> warnings = new CopyOnWriteArrayList<>();

    /** A real model client, answering "answer N" to its N-th question. */
    private static final class CountingModel implements ModelClient {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public String name() {
            return "counting";
        }

        @Override
        public ModelResponse generate(Instance instance, Prompt prompt, int sample) {
            return ModelResponse.of("answer " + calls.incrementAndGet());
        }
    }

    @Test
    void aFileWhereTheCacheShouldBeIsRefusedNamingTheKeyThePathAndWhy() throws Exception {
        Path file = Files.writeString(dir.resolve("cache"), "not a directory");
        assertThatThrownBy(() -> CacheDirectory.open(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("algoreval.cache: cannot use " + file + " as the generation cache")
                .hasMessageContaining("exists and is not a directory").hasMessageContaining("algoreval.cache=off");
    }

    @Test
    void aCacheBelowARegularFileIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        Path cache = file.resolve("generations");
        assertThatThrownBy(() -> CacheDirectory.open(cache)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("algoreval.cache: cannot use " + cache).hasMessageContaining(file.toString());
    }

    @Test
    void aReadOnlyCacheDirectoryIsRefused() throws Exception {
        Path cache = Files.createDirectory(dir.resolve("read-only"));
        Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(cache),
                    "running as root: permissions do not stop writes (the file cases above cover an unwritable cache)");
            assertThatThrownBy(() -> CacheDirectory.open(cache)).hasMessageStartingWith("algoreval.cache: cannot use " + cache)
                    .hasMessageContaining("permission denied");
        } finally {
            Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aUsableCacheIsCreatedAndTheProbeLeavesNothingBehind() throws Exception {
        Path cache = dir.resolve("a/b/generations");
        CacheDirectory.open(cache);
        try (Stream<Path> files = Files.list(cache)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void whenTheCacheFailsMidRunTheAnswerIsReturnedKeptInMemoryAndTheWarningGivenOnce() throws Exception {
        Path cache = dir.resolve("cache");
        CachedModel cached = new CachedModel(model, CacheDirectory.open(cache), warnings::add);
        assertThat(cached.generate(INSTANCE, PROMPT, 0).content()).isEqualTo("answer 1");
        deleteTree(cache);
        Files.writeString(cache, "the directory was replaced by a file");

        ModelResponse second = cached.generate(INSTANCE, PROMPT, 1);
        ModelResponse third = cached.generate(INSTANCE, PROMPT, 2);
        ModelResponse secondAgain = cached.generate(INSTANCE, PROMPT, 1);

        assertThat(second.content()).isEqualTo("answer 2");
        assertThat(second.cached()).isFalse();
        assertThat(third.content()).isEqualTo("answer 3");
        assertThat(secondAgain.content()).isEqualTo("answer 2");
        assertThat(secondAgain.cached()).isTrue();
        assertThat(model.calls).hasValue(3);
        assertThat(warnings).singleElement().asString()
                .startsWith("generation cache " + cache + " failed: ")
                .contains("Not a directory")
                .endsWith("; answers are kept in memory for this run");
    }

    @Test
    void aFailedWriteLeavesNoTemporaryFileBehind() throws Exception {
        CacheDirectory cache = CacheDirectory.open(dir);
        CachedModel cached = new CachedModel(model, cache, warnings::add);
        Path entry = cache.entry(cached.key(PROMPT, 0));
        // A non-empty directory where the entry goes: the temporary is written, the move onto it fails, even for root.
        Files.createDirectories(entry.resolve("blocker"));

        assertThat(cached.generate(INSTANCE, PROMPT, 0).content()).isEqualTo("answer 1");

        assertThat(warnings).hasSize(1);
        try (Stream<Path> files = Files.list(entry.getParent())) {
            assertThat(files).containsExactly(entry);
        }
    }

    @Test
    void staleTemporariesOfDeadRunsAreRemovedAtStartAndFreshOnesOfLiveRunsKept() throws Exception {
        Path subdirectory = Files.createDirectories(dir.resolve("ab"));
        Path stale = Files.writeString(subdirectory.resolve(".entry-1.tmp"), "killed mid-write");
        Path staleProbe = Files.writeString(dir.resolve(".probe-2.tmp"), "killed mid-check");
        Path fresh = Files.writeString(subdirectory.resolve(".entry-3.tmp"), "another run writing right now");
        Path entry = Files.writeString(subdirectory.resolve("ab12.json"), "{\"content\": \"kept\"}");
        FileTime old = FileTime.from(Instant.now().minus(CacheDirectory.STALE_TEMPORARY).minus(Duration.ofMinutes(1)));
        for (Path file : List.of(stale, staleProbe, entry)) {
            Files.setLastModifiedTime(file, old);
        }

        CacheDirectory.open(dir);

        assertThat(stale).doesNotExist();
        assertThat(staleProbe).doesNotExist();
        assertThat(fresh).exists();
        assertThat(entry).exists();
    }

    @Test
    void anEntryWithoutContentIsAskedAgainAndOverwritten() throws Exception {
        CacheDirectory cache = CacheDirectory.open(dir);
        Path entry = cache.entry(new CachedModel(model, cache, warnings::add).key(PROMPT, 0));
        for (String contentless : List.of("", "{}", "{\"content\": null}", "{\"content\": 42}", "[\"content\"]")) {
            Files.createDirectories(entry.getParent());
            Files.writeString(entry, contentless);
            int before = model.calls.get();

            ModelResponse response = new CachedModel(model, cache, warnings::add).generate(INSTANCE, PROMPT, 0);

            assertThat(response.cached()).as(contentless).isFalse();
            assertThat(model.calls).hasValue(before + 1);
            ModelResponse again = new CachedModel(model, cache, warnings::add).generate(INSTANCE, PROMPT, 0);
            assertThat(again.cached()).as(contentless).isTrue();
            assertThat(again.content()).isEqualTo(response.content());
        }
        assertThat(warnings).isEmpty();
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}

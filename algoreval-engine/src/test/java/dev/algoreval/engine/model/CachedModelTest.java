package dev.algoreval.engine.model;

import dev.algoreval.engine.config.SettingsOverrides;

import static dev.algoreval.engine.model.OpenAiStubServer.completion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.model.OpenAiStubServer.Reply;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generation cache in front of a real client and a real server: what is answered is never asked again. */
class CachedModelTest {
    private static final Instance INSTANCE = Dataset.load().instance("kmp/rust/default").orElseThrow();
    private static final Prompt PROMPT = new Prompt("system", "Implement KMP in Rust.");

    @TempDir
    Path cache;
    private OpenAiStubServer server;

    @BeforeEach
    void start() throws Exception {
        server = new OpenAiStubServer(List.of("m"), request -> Reply.ok(completion("answer " + server.requests().size(),
                Map.of("reasoning", "trace"))));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aSecondRunIsAnsweredFromDiskWithEverythingTheFirstReceived() throws Exception {
        ModelResponse first = cached(settings(0.0)).generate(INSTANCE, PROMPT, 0);
        ModelResponse again = cached(settings(0.0)).generate(INSTANCE, PROMPT, 0);

        assertThat(server.requests()).hasSize(1);
        assertThat(first.cached()).isFalse();
        assertThat(again.cached()).isTrue();
        assertThat(again.content()).isEqualTo(first.content());
        assertThat(again.reasoning()).contains("trace");
        assertThat(again.usage()).isEqualTo(first.usage());
        assertThat(again.finishReason()).contains("stop");
    }

    @Test
    void anotherSampleOrOtherSettingsOrAnotherPromptAreAskedAnew() throws Exception {
        cached(settings(0.7)).generate(INSTANCE, PROMPT, 0);
        cached(settings(0.7)).generate(INSTANCE, PROMPT, 1);
        cached(settings(0.8)).generate(INSTANCE, PROMPT, 0);
        cached(settings(0.7)).generate(INSTANCE, new Prompt("system", "Implement KMP in Go."), 0);

        assertThat(server.requests()).hasSize(4);
    }

    @Test
    void failuresAreNotCached() throws Exception {
        server.script(request -> new Reply(400, Map.of(), "{\"error\":{\"message\":\"bad\"}}", Duration.ZERO));
        assertThatThrownBy(() -> cached(settings(0.0)).generate(INSTANCE, PROMPT, 0)).isInstanceOf(ModelException.class);

        server.script(request -> Reply.ok(completion("fine")));
        assertThat(cached(settings(0.0)).generate(INSTANCE, PROMPT, 0).content()).isEqualTo("fine");
        assertThat(server.requests()).hasSize(2);
    }

    @Test
    void aDamagedEntryOrALeftoverTemporaryFileIsAskedAgainNotTrusted() throws Exception {
        cached(settings(0.0)).generate(INSTANCE, PROMPT, 0);
        Path entry;
        try (Stream<Path> files = Files.walk(cache)) {
            entry = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        Files.writeString(entry, "{\"content\": \"trunc");
        Files.writeString(entry.resolveSibling(".entry-123.tmp"), "half written by a killed run");

        ModelResponse response = cached(settings(0.0)).generate(INSTANCE, PROMPT, 0);

        assertThat(response.cached()).isFalse();
        assertThat(server.requests()).hasSize(2);
        assertThat(cached(settings(0.0)).generate(INSTANCE, PROMPT, 0).cached()).isTrue();
    }

    private GenerationSettings settings(double temperature) {
        return GenerationSettings.openWeight(false).with(new SettingsOverrides(Optional.of(temperature), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty()));
    }

    private CachedModel cached(GenerationSettings settings) {
        EndpointSettings endpoint = new EndpointSettings(URI.create(server.baseUrl()), Optional.empty(),
                Duration.ofSeconds(30), new RetryPolicy(0, Duration.ofMillis(10), Duration.ofMillis(10), Duration.ofSeconds(1)));
        ModelSpec spec = new ModelSpec("m", "m", false, settings);
        return new CachedModel(new OpenAiChatModel("m", spec, settings, endpoint), cache);
    }
}

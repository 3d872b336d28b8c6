package dev.algoreval.engine.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.openai.core.JsonValue;
import com.openai.errors.OpenAIException;
import com.openai.errors.OpenAIIoException;
import com.openai.errors.OpenAIServiceException;
import com.openai.models.ReasoningEffort;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionMessage;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.dataset.Prompt;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A real model behind an OpenAI-compatible chat-completions endpoint (vLLM, Ollama, OpenAI), through
 * the OpenAI Java SDK. Retries are ours, not the SDK's: the SDK would retry a 429 for an exhausted
 * quota forever-ish and knows nothing of the endpoint being down for the whole run.
 */
public final class OpenAiChatModel implements ModelClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] REASONING_FIELDS = {"reasoning", "reasoning_content"};

    private final String name;
    private final ModelSpec spec;
    private final GenerationSettings settings;
    private final ChatReplicas replicas;
    private final RetryPolicy policy;
    private final boolean officialOpenAi;

    public OpenAiChatModel(String name, ModelSpec spec, GenerationSettings settings, EndpointSettings endpoint) {
        this(name, spec, settings, List.of(endpoint));
    }

    /** A model served by several replicas; their timeouts and retry policy are the first one's. */
    public OpenAiChatModel(String name, ModelSpec spec, GenerationSettings settings, List<EndpointSettings> endpoints) {
        this.name = name;
        this.spec = spec;
        this.settings = settings;
        this.replicas = new ChatReplicas(endpoints);
        this.policy = endpoints.get(0).retries();
        this.officialOpenAi = endpoints.stream().allMatch(EndpointSettings::officialOpenAi);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean remote() {
        return true;
    }

    @Override
    public Map<String, Object> provenance() {
        Map<String, Object> provenance = new LinkedHashMap<>();
        provenance.put("model", name);
        provenance.put("api_model", spec.apiModelId());
        provenance.put("settings", settings.asMap());
        return provenance;
    }

    /**
     * Asks the replica with the fewest outstanding requests. A replica that fails is taken out for a
     * while and the request goes at once to another one in service; only when none is left does the
     * request wait and retry, as the retry policy says.
     */
    @Override
    public ModelResponse generate(Instance instance, Prompt prompt, int sample) throws ModelException {
        ChatCompletionCreateParams params = params(prompt);
        Set<ChatEndpoint> failedEndpoints = new HashSet<>();
        for (int retries = 0; ; ) {
            ChatEndpoint endpoint = replicas.choose(System.nanoTime());
            Failure failure;
            endpoint.started();
            try {
                ModelResponse response = toResponse(endpoint.client().api().chat().completions().create(params));
                endpoint.succeeded();
                return response;
            } catch (OpenAIServiceException e) {
                failure = Failure.of(e);
            } catch (OpenAIIoException e) {
                failure = Failure.of(e, endpoint.settings());
            } catch (OpenAIException e) {
                failure = new Failure("malformed response from " + endpoint.settings().baseUrl() + ": "
                        + SdkClients.rootMessage(e), true, false, Optional.empty());
            } catch (EmptyAnswerException e) {
                throw new ModelException(e.getMessage());
            } finally {
                endpoint.finished();
            }
            if (failure.refusesUs()) {
                endpoint.breaker().open(failure.message());
                if (replicas.anotherAvailable(endpoint, System.nanoTime())) {
                    continue;
                }
                throw new ModelException(failure.message());
            }
            if (!failure.retryable()) {
                throw new ModelException(failure.message());
            }
            failedEndpoints.add(endpoint);
            if (replicas.size() > 1) {
                endpoint.coolDown(System.nanoTime());
                if (replicas.anotherAvailable(endpoint, System.nanoTime())) {
                    continue;
                }
            }
            if (retries >= policy.retries()) {
                failedEndpoints.forEach(e -> e.breaker().failed(failure.message()));
                throw new ModelException(failure.message() + (retries > 0 ? " (after " + retries + " retries)" : ""));
            }
            retries++;
            sleep(policy.delay(retries, failure.retryAfter()));
        }
    }

    private ChatCompletionCreateParams params(Prompt prompt) {
        ChatCompletionCreateParams.Builder builder = ChatCompletionCreateParams.builder()
                .model(spec.apiModelId())
                .addSystemMessage(prompt.system())
                .addUserMessage(prompt.user())
                .maxCompletionTokens(settings.effectiveMaxTokens());
        if (!officialOpenAi) {
            // Ollama reads only the older max_tokens; vLLM takes max_completion_tokens when both are sent.
            builder.maxTokens(settings.effectiveMaxTokens());
        }
        settings.temperature().ifPresent(builder::temperature);
        settings.topP().ifPresent(builder::topP);
        settings.seed().ifPresent(builder::seed);
        settings.reasoningEffort().ifPresent(effort -> builder.reasoningEffort(ReasoningEffort.of(effort)));
        return builder.build();
    }

    private static ModelResponse toResponse(ChatCompletion completion) throws EmptyAnswerException {
        if (completion.choices().isEmpty()) {
            throw new EmptyAnswerException("the server answered with no choices");
        }
        ChatCompletion.Choice choice = completion.choices().get(0);
        ChatCompletionMessage message = choice.message();
        Optional<String> reasoning = Optional.empty();
        for (String field : REASONING_FIELDS) {
            JsonValue value = message._additionalProperties().get(field);
            // JsonValue extends the raw JsonField, so asString() comes back untyped.
            Object text = value == null ? null : value.asString().orElse(null);
            if (reasoning.isEmpty() && text instanceof String s && !s.isBlank()) {
                reasoning = Optional.of(s);
            }
        }
        // A refusal has no content: scored as no_code, with the refusal kept as the response text.
        String content = message.content().or(message::refusal).orElse("");
        Optional<TokenUsage> usage = completion.usage().map(u -> new TokenUsage(u.promptTokens(), u.completionTokens()));
        Optional<String> finish = choice._finishReason().asKnown().map(r -> r.toString().toLowerCase(Locale.ROOT));
        return new ModelResponse(content, reasoning, usage, finish, false);
    }

    private static void sleep(Duration delay) throws ModelException {
        try {
            Thread.sleep(delay.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ModelException("interrupted while waiting to retry", e);
        }
    }

    @Override
    public void close() {
        replicas.close();
    }

    /** One failed attempt, classified. */
    private record Failure(String message, boolean retryable, boolean refusesUs, Optional<Duration> retryAfter) {
        static Failure of(OpenAIIoException e, EndpointSettings endpoint) {
            String message = SdkClients.timedOut(e)
                    ? "the model endpoint " + endpoint.baseUrl() + " did not answer within " + seconds(endpoint.requestTimeout())
                            + " (" + Constants.REQUEST_TIMEOUT + ")"
                    : "cannot reach " + endpoint.baseUrl() + ": " + SdkClients.rootMessage(e);
            return new Failure(message, true, false, Optional.empty());
        }

        static Failure of(OpenAIServiceException e) {
            int status = e.statusCode();
            // The SDK keeps an error body only when it is JSON; a proxy's HTML page survives only as its start.
            String body = e.body().isMissing() ? ErrorBodyStart.in(e.headers()::values).orElse("(no body)") : json(e.body());
            String message = "HTTP " + status + " from the model endpoint: " + ErrorBodyStart.abbreviate(body);
            boolean quota = status == 429 && body.contains("insufficient_quota");
            boolean retryable = !quota && (status == 408 || status == 409 || status == 429 || status >= 500);
            boolean refuses = status == 401 || status == 403 || quota;
            return new Failure(message, retryable, refuses, RetryPolicy.serverAsked(e.headers()::values, Instant.now()));
        }

        private static String json(JsonValue body) {
            try {
                return JSON.writeValueAsString(body.convert(Object.class));
            } catch (RuntimeException | JsonProcessingException ex) {
                return String.valueOf(body);
            }
        }

        private static String seconds(Duration timeout) {
            return timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
        }
    }

    private static final class EmptyAnswerException extends Exception {
        EmptyAnswerException(String message) {
            super(message);
        }
    }
}

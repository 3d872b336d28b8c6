package dev.algoreval.engine.reward;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.scoring.Outcome;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The reward over HTTP, for trainers that run elsewhere: {@code POST /reward} with one request or a batch,
 * {@code POST /openrlhf/reward} in the shape OpenRLHF's remote reward model posts, {@code GET /health},
 * {@code GET /schema} (the JSON Schema of the bodies). Rewards run on a fixed number of workers behind a bounded
 * queue; {@code /reward} takes a request whole or refuses it: 413 for a batch that could never fit, 429 with
 * {@code Retry-After} for one that fits once rewards finish. Every reward goes through the sandbox, so a hostile
 * completion costs its time limit and the service keeps serving.
 */
public final class RewardService implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final String SCHEMA_RESOURCE = "/dev/algoreval/engine/reward/reward-api.schema.json";
    /** How long a trainer should wait after a host fault: long enough for a neighbour's burst to pass. */
    static final int HOST_FAULT_RETRY_SECONDS = 5;
    /** How long a trainer should wait when the queue is full: about one reward's time on a worker. */
    static final int BUSY_RETRY_SECONDS = 1;
    private static final List<String> OPENRLHF_PARAMETERS = List.of("condition", "ladder");

    /**
     * How the service is sized: workers, queue, the largest bodies it reads, and how long an OpenRLHF batch may
     * wait for room (OpenRLHF's client cannot honour {@code Retry-After}: it retries five times a second apart).
     */
    public record Settings(String host, int port, int workers, int queueCapacity, int maxBatch, int maxCompletionChars,
            int maxBodyBytes, RewardLadder ladder, Duration openRlhfWait) {
        /** Below OpenRLHF's own 180 s request timeout, so a batch that waits is answered before its client gives up. */
        public static final int DEFAULT_OPENRLHF_WAIT_SECONDS = 120;
        public static final Duration DEFAULT_OPENRLHF_WAIT = Duration.ofSeconds(DEFAULT_OPENRLHF_WAIT_SECONDS);

        public Settings {
            if (workers < 1 || queueCapacity < 0 || maxBatch < 1 || maxCompletionChars < 1 || maxBodyBytes < 1) {
                throw new IllegalArgumentException("workers, batch and size limits must be positive, the queue at least 0");
            }
            if (openRlhfWait.isNegative()) {
                throw new IllegalArgumentException("the OpenRLHF wait must not be negative");
            }
        }

        public Settings(String host, int port, int workers, int queueCapacity, int maxBatch, int maxCompletionChars,
                int maxBodyBytes, RewardLadder ladder) {
            this(host, port, workers, queueCapacity, maxBatch, maxCompletionChars, maxBodyBytes, ladder,
                    DEFAULT_OPENRLHF_WAIT);
        }

        /** How many rewards are admitted at once: running on a worker or waiting for one. */
        public int capacity() {
            return workers + queueCapacity;
        }

        /** The largest batch {@code POST /reward} can ever take whole. */
        public int largestBatch() {
            return Math.min(maxBatch, capacity());
        }
    }

    private final Rewarder rewarder;
    private final Settings settings;
    private final HttpServer server;
    private final ThreadPoolExecutor workers;
    private final ExecutorService http;
    /** Rewards admitted and not finished: running on a worker or waiting for one. Fair, so OpenRLHF batches waiting for room take turns. */
    private final Semaphore admitted;
    private final AtomicLong scored = new AtomicLong();
    private final AtomicLong busyRefusals = new AtomicLong();
    private final AtomicLong tooLargeRefusals = new AtomicLong();
    private final AtomicLong hostFaults = new AtomicLong();

    private RewardService(Rewarder rewarder, Settings settings) throws IOException {
        this.rewarder = rewarder;
        this.settings = settings;
        this.workers = new ThreadPoolExecutor(settings.workers(), settings.workers(), 0, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), daemon("reward-worker"));
        // At most workers + queue rewards are ever admitted.
        this.admitted = new Semaphore(settings.capacity(), true);
        this.http = Executors.newCachedThreadPool(daemon("reward-http"));
        this.server = HttpServer.create(new InetSocketAddress(settings.host(), settings.port()), 64);
        server.setExecutor(http);
        server.createContext("/reward", this::reward);
        server.createContext("/openrlhf/reward", this::openRlhf);
        server.createContext("/health", this::health);
        server.createContext("/schema", this::schema);
    }

    public static RewardService start(Rewarder rewarder, Settings settings) throws IOException {
        RewardService service = new RewardService(rewarder, settings);
        service.server.start();
        return service;
    }

    /** The port it listens on (useful when started on port 0). */
    public int port() {
        return server.getAddress().getPort();
    }

    /** How often a request was refused with 429 because it did not fit now (it would have later). */
    public long busyRefusals() {
        return busyRefusals.get();
    }

    private void reward(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!exchange.getRequestMethod().equals("POST")) {
                send(exchange, 405, error("use POST /reward with a JSON body (GET /schema describes it)"));
                return;
            }
            List<RewardRequest> requests;
            boolean batch;
            try {
                JsonNode root = readJson(exchange, "one request, or {\"requests\": [...]}");
                batch = root.has("requests");
                requests = batch ? batch(root.get("requests")) : List.of(RewardRequest.parse(root, "the request", settings));
                checkRefusals(requests);
            } catch (BadRequest e) {
                refuse(exchange, e);
                return;
            }
            if (!admitted.tryAcquire(requests.size())) {
                busy(exchange, "busy: " + workers.getActiveCount() + " rewards running and " + workers.getQueue().size()
                        + " queued (room for " + settings.capacity() + "); " + (requests.size() == 1 ? "this request"
                        : "this batch of " + requests.size()) + " fits once rewards finish: retry after "
                        + BUSY_RETRY_SECONDS + " s");
                return;
            }
            List<Future<ObjectNode>> futures = new ArrayList<>();
            for (RewardRequest r : requests) {
                futures.add(submit(r));
            }
            ArrayNode results = awaitAll(futures);
            boolean harnessFailed = false;
            boolean hostFault = false;
            for (JsonNode r : results) {
                harnessFailed |= r.has("error");
                hostFault |= r.path("retry").asBoolean(false);
            }
            if (hostFault) {
                exchange.getResponseHeaders().add("Retry-After", Integer.toString(HOST_FAULT_RETRY_SECONDS));
            }
            ObjectNode out = batch ? JSON.createObjectNode().set("results", results) : (ObjectNode) results.get(0);
            send(exchange, !harnessFailed || batch ? 200 : hostFault ? 503 : 500, out);
        }
    }

    /**
     * OpenRLHF's remote reward model: {@code {"query": [...], "prompts": [...], "labels": [...]}} (each query the
     * prompt after the chat template followed by the completion; each label the dataset's {@code --label_key}
     * column) answered {@code {"rewards": [...], "scores": [...], "extra_logs": {...}}}. The instance is the label,
     * or where there is none the instance whose prompt the query's prompt contains; the completion is what follows
     * the prompt in the query. The condition is the URL's ({@code ?condition=plus}), else the one whose prompt the
     * query's prompt is (the completion answered that prompt), else zero-shot; the ladder is the URL's, else the
     * one the condition implies. Its client splits nothing and retries a refusal only five times a second apart, so a
     * batch larger than the queue is admitted piece by piece as rewards finish, for up to
     * {@link Settings#openRlhfWait()}, instead of being refused at once.
     */
    private void openRlhf(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!exchange.getRequestMethod().equals("POST")) {
                send(exchange, 405, error("use POST /openrlhf/reward with OpenRLHF's {\"query\", \"prompts\", \"labels\"} body"));
                return;
            }
            List<RewardRequest> requests;
            try {
                Map<String, String> parameters = parameters(exchange.getRequestURI().getRawQuery());
                Optional<Condition> condition = Optional.ofNullable(parameters.get("condition"))
                        .map(id -> parseCondition(id, "the URL"));
                Optional<RewardLadder.Kind> ladder = Optional.ofNullable(parameters.get("ladder"))
                        .map(id -> parseLadder(id, "the URL"));
                if (condition.isPresent()) {
                    Optional<String> refused = Rewarder.conditionRefusal(condition.get(),
                            ladder.orElse(Rewarder.defaultLadder(condition.get())));
                    if (refused.isPresent()) {
                        throw new BadRequest(400, "the URL: " + refused.get());
                    }
                }
                requests = openRlhfRequests(readJson(exchange, "{\"query\": [...], \"prompts\": [...], \"labels\": [...]}"),
                        condition, ladder);
                checkRefusals(requests);
            } catch (BadRequest e) {
                refuse(exchange, e);
                return;
            }
            List<Future<ObjectNode>> futures = new ArrayList<>();
            long deadline = System.nanoTime() + settings.openRlhfWait().toNanos();
            for (RewardRequest r : requests) {
                boolean room;
                try {
                    room = admitted.tryAcquire(1, Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    exchange.getResponseHeaders().add("Retry-After", Integer.toString(HOST_FAULT_RETRY_SECONDS));
                    send(exchange, 503, error("the service is stopping"));
                    return;
                }
                if (!room) {
                    // The rewards already admitted run to the end and free their room; only their answers are lost.
                    busy(exchange, "busy: " + futures.size() + " of this batch's " + requests.size() + " rewards found room in "
                            + settings.openRlhfWait().toSeconds() + " s (room for " + settings.capacity()
                            + " at once, shared with other clients): retry after " + BUSY_RETRY_SECONDS + " s, or start "
                            + "the service with more --workers or --queue");
                    return;
                }
                futures.add(submit(r));
            }
            ArrayNode results = awaitAll(futures);
            ObjectNode out = JSON.createObjectNode();
            ArrayNode rewards = out.putArray("rewards");
            ArrayNode scores = out.putArray("scores");
            ArrayNode passes = out.putObject("extra_logs").putArray("algoreval_pass");
            for (JsonNode r : results) {
                if (r.has("error")) {
                    // A reward of 0 would teach the policy something false: the whole batch is asked again.
                    boolean retry = r.path("retry").asBoolean(false);
                    if (retry) {
                        exchange.getResponseHeaders().add("Retry-After", Integer.toString(HOST_FAULT_RETRY_SECONDS));
                    }
                    send(exchange, retry ? 503 : 500, error(r.get("error").asText()));
                    return;
                }
                rewards.add(r.get("reward").asDouble());
                scores.add(r.get("reward").asDouble());
                passes.add(r.get("verdict").asText().equals(Outcome.PASS.id()) ? 1.0 : 0.0);
            }
            out.set("results", results);
            send(exchange, 200, out);
        }
    }

    /**
     * @param condition the URL's, else each query's own: the condition whose prompt its prompt contains, else zero-shot
     * @param ladder the URL's, else the one the query's condition implies
     */
    private List<RewardRequest> openRlhfRequests(JsonNode root, Optional<Condition> condition,
            Optional<RewardLadder.Kind> ladder) {
        JsonNode queries = root.get("query");
        if (queries == null || !queries.isArray() || queries.isEmpty()) {
            throw new BadRequest(400, "'query' must be a non-empty array of strings: each the prompt followed by the "
                    + "completion, as OpenRLHF sends them");
        }
        JsonNode prompts = column(root, "prompts", queries.size());
        JsonNode labels = column(root, "labels", queries.size());
        // GRPO sends each prompt with several completions: each distinct prompt is looked up once.
        Map<String, Optional<Rewarder.PromptMatch>> byPrompt = new HashMap<>();
        List<RewardRequest> requests = new ArrayList<>();
        for (int i = 0; i < queries.size(); i++) {
            String where = "query[" + i + "]";
            if (!queries.get(i).isTextual()) {
                throw new BadRequest(400, where + " must be a string");
            }
            String query = queries.get(i).asText();
            String prompt = prompts.isMissingNode() || !prompts.get(i).isTextual() ? null : prompts.get(i).asText();
            String label = labels.isMissingNode() || !labels.get(i).isTextual() ? "" : labels.get(i).asText().strip();
            boolean lookUp = prompt != null && (label.isEmpty() || condition.isEmpty());
            Optional<Rewarder.PromptMatch> match = lookUp ? byPrompt.computeIfAbsent(prompt, rewarder::promptMatch)
                    : Optional.empty();
            String instance;
            if (!label.isEmpty()) {
                instance = label;
            } else if (prompt != null) {
                instance = match.map(Rewarder.PromptMatch::instance).orElseThrow(() -> new BadRequest(400,
                        where + ": no label, and its prompt contains no instance's prompt: start OpenRLHF with "
                                + "--label_key instance on `training grpo`'s prompts, so each label is an instance id"));
            } else {
                throw new BadRequest(400, where + ": neither 'labels' nor 'prompts' names its instance: start OpenRLHF "
                        + "with --label_key instance on `training grpo`'s prompts");
            }
            Condition asked = condition.orElseGet(() -> match.filter(m -> m.instance().equals(instance))
                    .map(Rewarder.PromptMatch::condition).orElse(Condition.ZERO_SHOT));
            String completion = CompletionText.trimmed(CompletionText.afterPrompt(query, prompt));
            if (completion.length() > settings.maxCompletionChars()) {
                throw new BadRequest(413, where + ": the completion has " + completion.length()
                        + " characters, more than the " + settings.maxCompletionChars() + " allowed");
            }
            requests.add(new RewardRequest(where, instance, completion, asked,
                    ladder.orElse(Rewarder.defaultLadder(asked)), settings.ladder()));
        }
        return requests;
    }

    /** An optional array beside 'query', one entry per query; a missing node when absent or null. */
    private static JsonNode column(JsonNode root, String field, int size) {
        JsonNode column = root.get(field);
        if (column == null || column.isNull()) {
            return MissingNode.getInstance();
        }
        if (!column.isArray() || column.size() != size) {
            throw new BadRequest(400, "'" + field + "' must be an array with one entry per query (" + size + "), not "
                    + (column.isArray() ? column.size() + " entries" : column.getNodeType().toString().toLowerCase(Locale.ROOT)));
        }
        return column;
    }

    private List<RewardRequest> batch(JsonNode requests) {
        if (requests == null || !requests.isArray() || requests.isEmpty()) {
            throw new BadRequest(400, "'requests' must be a non-empty array of requests");
        }
        if (requests.size() > settings.largestBatch()) {
            String limit = requests.size() > settings.maxBatch() ? "a batch holds at most " + settings.maxBatch() + " requests"
                    : "the service admits at most " + settings.capacity() + " rewards at once (" + settings.workers()
                            + " workers and a queue of " + settings.queueCapacity() + ")";
            throw new BadRequest(413, "a batch of " + requests.size() + " requests can never be taken whole: " + limit
                    + "; send batches of at most " + settings.largestBatch(), Map.of("max_batch", settings.largestBatch()));
        }
        List<RewardRequest> parsed = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            parsed.add(RewardRequest.parse(requests.get(i), "requests[" + i + "]", settings));
        }
        return parsed;
    }

    private void checkRefusals(List<RewardRequest> requests) {
        for (RewardRequest r : requests) {
            rewarder.refusal(r.instance(), r.condition(), r.kind()).ifPresent(why -> {
                throw new BadRequest(rewarder.dataset().instance(r.instance()).isEmpty() ? 404 : 400, r.where() + ": " + why);
            });
        }
    }

    /** The body as a JSON object. */
    private JsonNode readJson(HttpExchange exchange, String shape) throws IOException {
        byte[] body = readBody(exchange.getRequestBody(), settings.maxBodyBytes());
        if (body == null) {
            throw new BadRequest(413, "the body exceeds " + settings.maxBodyBytes() + " bytes");
        }
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            throw new BadRequest(400, "malformed JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new BadRequest(400, "the body must be a JSON object: " + shape);
        }
        return root;
    }

    private Future<ObjectNode> submit(RewardRequest r) {
        return workers.submit(() -> {
            try {
                return score(r);
            } finally {
                admitted.release();
            }
        });
    }

    private ObjectNode score(RewardRequest r) {
        Rewarder.Reward reward = rewarder.reward(r.instance(), r.completion(), r.condition(), r.kind(), r.ladder());
        scored.incrementAndGet();
        ObjectNode node = JSON.createObjectNode();
        node.put("instance", r.instance());
        node.put("reward", reward.reward());
        node.put("ladder", r.kind().id());
        node.put("condition", r.condition().id());
        node.put("outcome", reward.outcome());
        node.put("verdict", reward.verdict());
        node.put("exact_match", reward.exactMatch());
        reward.plusOutcome().ifPresent(o -> node.put("plus_outcome", o));
        reward.plusPassed().ifPresent(p -> node.put("plus_passed", p));
        reward.plusChance().ifPresent(c -> node.put("plus_chance", c));
        reward.plusTotal().ifPresent(t -> node.put("plus_total", t));
        node.put("detail", reward.detail());
        return node;
    }

    private ArrayNode awaitAll(List<Future<ObjectNode>> futures) {
        ArrayNode results = JSON.createArrayNode();
        for (Future<ObjectNode> f : futures) {
            ObjectNode result = await(f);
            if (result.path("retry").asBoolean(false)) {
                hostFaults.incrementAndGet();
            }
            results.add(result);
        }
        return results;
    }

    /** A harness failure is reported as such for its item, never as a reward of 0. */
    private static ObjectNode await(Future<ObjectNode> future) {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Rewarder.HostFault fault) {
                // Transient by nature (a disk or task table the host will free): the trainer asks again later.
                return error("host fault, not the completion's: " + fault.getMessage()).put("retry", true);
            }
            return error("harness error, not the completion's fault: " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return error("interrupted");
        } catch (CancellationException e) {
            return error("cancelled");
        }
    }

    private void busy(HttpExchange exchange, String message) throws IOException {
        busyRefusals.incrementAndGet();
        exchange.getResponseHeaders().add("Retry-After", Integer.toString(BUSY_RETRY_SECONDS));
        send(exchange, 429, error(message).put("retry_after", BUSY_RETRY_SECONDS));
    }

    private void refuse(HttpExchange exchange, BadRequest e) throws IOException {
        if (e.status == 413) {
            tooLargeRefusals.incrementAndGet();
        }
        ObjectNode body = error(e.getMessage());
        e.fields.forEach(body::put);
        send(exchange, e.status, body);
    }

    private void health(HttpExchange exchange) throws IOException {
        try (exchange) {
            ObjectNode node = JSON.createObjectNode();
            node.put("status", "ok");
            node.put("workers", settings.workers());
            node.put("active", workers.getActiveCount());
            node.put("queued", workers.getQueue().size());
            node.put("queue_capacity", settings.queueCapacity());
            node.put("max_batch", settings.largestBatch());
            node.put("instances", rewarder.dataset().instances().size());
            ArrayNode conditions = node.putArray("conditions");
            Rewarder.SERVED_CONDITIONS.forEach(c -> conditions.add(c.id()));
            ObjectNode tiers = node.putObject("ladder");
            settings.ladder().asMap().forEach(tiers::put);
            ObjectNode counters = node.putObject("counters");
            counters.put("rewards", scored.get());
            counters.put("busy_refusals", busyRefusals.get());
            counters.put("too_large_refusals", tooLargeRefusals.get());
            counters.put("host_faults", hostFaults.get());
            send(exchange, 200, node);
        }
    }

    private void schema(HttpExchange exchange) throws IOException {
        try (exchange; InputStream in = RewardService.class.getResourceAsStream(SCHEMA_RESOURCE)) {
            byte[] text = in.readAllBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/schema+json");
            exchange.sendResponseHeaders(200, text.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(text);
            }
        }
    }

    /** A URL's query parameters; only the ones the OpenRLHF endpoint reads are accepted. */
    private static Map<String, String> parameters(String rawQuery) {
        Map<String, String> parameters = new LinkedHashMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return parameters;
        }
        for (String pair : rawQuery.split("&")) {
            int eq = pair.indexOf('=');
            String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            if (!OPENRLHF_PARAMETERS.contains(name)) {
                throw new BadRequest(400, "the URL: unknown parameter '" + name + "' (parameters: condition, ladder)");
            }
            parameters.put(name, value);
        }
        return parameters;
    }

    private static Condition parseCondition(String id, String where) {
        return Condition.byId(id).orElseThrow(() -> new BadRequest(400, where + ": unknown condition '" + id
                + "' (served: " + Rewarder.servedConditionIds() + ")"));
    }

    private static RewardLadder.Kind parseLadder(String id, String where) {
        return RewardLadder.Kind.byId(id).orElseThrow(() -> new BadRequest(400, where + ": unknown ladder '" + id
                + "' (base or plus)"));
    }

    /** The body, or null when it is longer than {@code max} bytes (only that much is read). */
    private static byte[] readBody(InputStream in, int max) throws IOException {
        byte[] data = in.readNBytes(max + 1);
        return data.length > max ? null : data;
    }

    private static ObjectNode error(String message) {
        return JSON.createObjectNode().put("error", message);
    }

    private static void send(HttpExchange exchange, int status, JsonNode body) throws IOException {
        byte[] bytes = JSON.writeValueAsBytes(body);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return runnable -> {
            Thread t = new Thread(runnable, name);
            t.setDaemon(true);
            return t;
        };
    }

    @Override
    public void close() {
        server.stop(0);
        workers.shutdownNow();
        http.shutdownNow();
    }

    /** One request of a body, checked before any work starts. */
    record RewardRequest(String where, String instance, String completion, Condition condition,
            RewardLadder.Kind kind, RewardLadder ladder) {

        static RewardRequest parse(JsonNode node, String where, Settings settings) {
            if (node == null || !node.isObject()) {
                throw new BadRequest(400, where + " must be an object");
            }
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!List.of("instance", "completion", "condition", "ladder", "tiers").contains(name)) {
                    throw new BadRequest(400, where + ": unknown field '" + name
                            + "' (fields: instance, completion, condition, ladder, tiers)");
                }
            }
            String instance = text(node, "instance", where);
            String completion = CompletionText.trimmed(text(node, "completion", where));
            if (completion.length() > settings.maxCompletionChars()) {
                throw new BadRequest(413, where + ": the completion has " + completion.length()
                        + " characters, more than the " + settings.maxCompletionChars() + " allowed");
            }
            // Either names the other: the plus ladder implies condition plus, and condition plus the plus ladder.
            RewardLadder.Kind named = node.has("ladder") ? parseLadder(text(node, "ladder", where), where) : null;
            Condition condition = node.has("condition") ? parseCondition(text(node, "condition", where), where)
                    : Rewarder.defaultCondition(named == null ? RewardLadder.Kind.BASE : named);
            RewardLadder.Kind kind = named == null ? Rewarder.defaultLadder(condition) : named;
            RewardLadder ladder = settings.ladder();
            if (node.has("tiers")) {
                Map<String, Double> tiers = new LinkedHashMap<>();
                JsonNode t = node.get("tiers");
                if (!t.isObject()) {
                    throw new BadRequest(400, where + ": 'tiers' must be an object of tier → value");
                }
                for (Iterator<Map.Entry<String, JsonNode>> it = t.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    if (!e.getValue().isNumber()) {
                        throw new BadRequest(400, where + ": tier '" + e.getKey() + "' must be a number");
                    }
                    tiers.put(e.getKey(), e.getValue().asDouble());
                }
                try {
                    ladder = ladder.with(tiers);
                } catch (IllegalArgumentException e) {
                    throw new BadRequest(400, where + ": " + e.getMessage());
                }
            }
            return new RewardRequest(where, instance, completion, condition, kind, ladder);
        }

        private static String text(JsonNode node, String field, String where) {
            JsonNode value = node.get(field);
            if (value == null || !value.isTextual()) {
                throw new BadRequest(400, where + ": '" + field + "' must be a string");
            }
            return value.asText();
        }
    }

    private static final class BadRequest extends RuntimeException {
        private final int status;
        /** Fields the error body carries beside the message, for clients to act on ({@code max_batch}). */
        private final Map<String, Integer> fields;

        BadRequest(int status, String message) {
            this(status, message, Map.of());
        }

        BadRequest(int status, String message, Map<String, Integer> fields) {
            super(message);
            this.status = status;
            this.fields = fields;
        }
    }
}

package dev.algoreval.engine.reward;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.algoreval.engine.api.Condition;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The reward over HTTP, for trainers that run elsewhere: {@code POST /reward} with one request or a
 * batch, {@code GET /health}, {@code GET /schema} (the JSON Schema of both bodies). Rewards run on a
 * fixed number of workers behind a bounded queue; a request that does not fit is refused with 429
 * rather than queued without end. Every reward goes through the sandbox, so a hostile completion costs
 * its time limit and the service keeps serving.
 */
public final class RewardService implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final String SCHEMA_RESOURCE = "/dev/algoreval/engine/reward/reward-api.schema.json";
    /** How long a trainer should wait after a host fault: long enough for a neighbour's burst to pass. */
    static final int HOST_FAULT_RETRY_SECONDS = 5;

    /** How the service is sized: workers, queue, and the largest bodies it reads. */
    public record Settings(String host, int port, int workers, int queueCapacity, int maxBatch, int maxCompletionChars,
            int maxBodyBytes, RewardLadder ladder) {
    }

    private final Rewarder rewarder;
    private final Settings settings;
    private final HttpServer server;
    private final ThreadPoolExecutor workers;
    private final ExecutorService http;
    /** Rewards admitted and not finished: running on a worker or waiting for one. */
    private final Semaphore admitted;

    private RewardService(Rewarder rewarder, Settings settings) throws IOException {
        this.rewarder = rewarder;
        this.settings = settings;
        this.workers = new ThreadPoolExecutor(settings.workers(), settings.workers(), 0, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), daemon("reward-worker"));
        // A request is taken whole or refused whole: at most workers + queue rewards are ever admitted.
        this.admitted = new Semaphore(settings.workers() + settings.queueCapacity());
        this.http = Executors.newCachedThreadPool(daemon("reward-http"));
        this.server = HttpServer.create(new InetSocketAddress(settings.host(), settings.port()), 64);
        server.setExecutor(http);
        server.createContext("/reward", this::reward);
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

    private void reward(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!exchange.getRequestMethod().equals("POST")) {
                send(exchange, 405, error("use POST /reward with a JSON body (GET /schema describes it)"));
                return;
            }
            byte[] body = readBody(exchange.getRequestBody(), settings.maxBodyBytes());
            if (body == null) {
                send(exchange, 413, error("the body exceeds " + settings.maxBodyBytes() + " bytes"));
                return;
            }
            List<RewardRequest> requests;
            boolean batch;
            try {
                JsonNode root = JSON.readTree(body);
                if (root == null || !root.isObject()) {
                    throw new BadRequest(400, "the body must be a JSON object: one request, or {\"requests\": [...]}");
                }
                batch = root.has("requests");
                requests = batch ? batch(root.get("requests")) : List.of(RewardRequest.parse(root, "the request", settings));
                for (RewardRequest r : requests) {
                    rewarder.refusal(r.instance(), r.kind()).ifPresent(why -> {
                        throw new BadRequest(rewarder.dataset().instance(r.instance()).isEmpty() ? 404 : 400,
                                r.where() + ": " + why);
                    });
                }
            } catch (JsonProcessingException e) {
                send(exchange, 400, error("malformed JSON: " + e.getOriginalMessage()));
                return;
            } catch (BadRequest e) {
                send(exchange, e.status, error(e.getMessage()));
                return;
            }
            if (!admitted.tryAcquire(requests.size())) {
                exchange.getResponseHeaders().add("Retry-After", "1");
                send(exchange, 429, error("busy: " + workers.getActiveCount() + " rewards running and "
                        + workers.getQueue().size() + " queued (room for " + (settings.workers() + settings.queueCapacity())
                        + "); retry later"));
                return;
            }
            List<Future<ObjectNode>> futures = new ArrayList<>();
            for (RewardRequest r : requests) {
                futures.add(workers.submit(() -> {
                    try {
                        return score(r);
                    } finally {
                        admitted.release();
                    }
                }));
            }
            ArrayNode results = JSON.createArrayNode();
            for (Future<ObjectNode> f : futures) {
                results.add(await(f));
            }
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

    private List<RewardRequest> batch(JsonNode requests) {
        if (requests == null || !requests.isArray() || requests.isEmpty()) {
            throw new BadRequest(400, "'requests' must be a non-empty array of requests");
        }
        if (requests.size() > settings.maxBatch()) {
            throw new BadRequest(413, "a batch holds at most " + settings.maxBatch() + " requests, not " + requests.size());
        }
        List<RewardRequest> parsed = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            parsed.add(RewardRequest.parse(requests.get(i), "requests[" + i + "]", settings));
        }
        return parsed;
    }

    private ObjectNode score(RewardRequest r) {
        Rewarder.Reward reward = rewarder.reward(r.instance(), r.completion(), r.kind(), r.ladder());
        ObjectNode node = JSON.createObjectNode();
        node.put("instance", r.instance());
        node.put("reward", reward.reward());
        node.put("ladder", r.kind().id());
        node.put("condition", r.condition().id());
        node.put("outcome", reward.outcome());
        node.put("exact_match", reward.exactMatch());
        reward.plusOutcome().ifPresent(o -> node.put("plus_outcome", o));
        reward.plusPassed().ifPresent(p -> node.put("plus_passed", p));
        reward.plusChance().ifPresent(c -> node.put("plus_chance", c));
        reward.plusTotal().ifPresent(t -> node.put("plus_total", t));
        node.put("detail", reward.detail());
        return node;
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

    private void health(HttpExchange exchange) throws IOException {
        try (exchange) {
            ObjectNode node = JSON.createObjectNode();
            node.put("status", "ok");
            node.put("workers", settings.workers());
            node.put("active", workers.getActiveCount());
            node.put("queued", workers.getQueue().size());
            node.put("queue_capacity", settings.queueCapacity());
            node.put("instances", rewarder.dataset().instances().size());
            ObjectNode tiers = node.putObject("ladder");
            settings.ladder().asMap().forEach(tiers::put);
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
            String completion = text(node, "completion", where);
            if (completion.length() > settings.maxCompletionChars()) {
                throw new BadRequest(413, where + ": the completion has " + completion.length()
                        + " characters, more than the " + settings.maxCompletionChars() + " allowed");
            }
            String conditionId = node.has("condition") ? text(node, "condition", where) : Condition.ZERO_SHOT.id();
            Condition condition = Condition.byId(conditionId).orElseThrow(() -> new BadRequest(400,
                    where + ": unknown condition '" + conditionId + "'"));
            String ladderId = node.has("ladder") ? text(node, "ladder", where) : RewardLadder.Kind.BASE.id();
            RewardLadder.Kind kind = RewardLadder.Kind.byId(ladderId).orElseThrow(() -> new BadRequest(400,
                    where + ": unknown ladder '" + ladderId + "' (base or plus)"));
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

        BadRequest(int status, String message) {
            super(message);
            this.status = status;
        }
    }
}

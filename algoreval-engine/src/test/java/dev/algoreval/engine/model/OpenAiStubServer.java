package dev.algoreval.engine.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A real HTTP server on loopback that speaks the OpenAI chat-completions protocol as vLLM, Ollama or
 * OpenAI would, with scripted replies: what the client tests and the pipelining benchmark talk to.
 */
public final class OpenAiStubServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One scripted HTTP reply. */
    public record Reply(int status, Map<String, String> headers, String body, Duration delay) {
        public static Reply ok(String body) {
            return new Reply(200, Map.of(), body, Duration.ZERO);
        }

        public Reply after(Duration wait) {
            return new Reply(status, headers, body, wait);
        }
    }

    private final HttpServer server;
    private final List<String> servedModels;
    private volatile Function<JsonNode, Reply> chat;
    private final ConcurrentLinkedQueue<JsonNode> requests = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Map<String, List<String>>> requestHeaders = new ConcurrentLinkedQueue<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();

    public OpenAiStubServer(List<String> servedModels, Function<JsonNode, Reply> chat) throws IOException {
        this.servedModels = servedModels;
        this.chat = chat;
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "openai-stub");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/v1/models", this::models);
        server.createContext("/v1/chat/completions", this::chatCompletions);
        server.start();
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    public void script(Function<JsonNode, Reply> chat) {
        this.chat = chat;
    }

    public List<JsonNode> requests() {
        return List.copyOf(requests);
    }

    public List<Map<String, List<String>>> requestHeaders() {
        return List.copyOf(requestHeaders);
    }

    public int maxInFlight() {
        return maxInFlight.get();
    }

    /** A chat completion whose message has the given content and extra message fields. */
    public static String completion(String content, Map<String, String> extraMessageFields) {
        ObjectNode root = JSON.createObjectNode();
        root.put("id", "chatcmpl-stub");
        root.put("object", "chat.completion");
        root.put("created", 1_700_000_000L);
        root.put("model", "stub");
        ArrayNode choices = root.putArray("choices");
        ObjectNode choice = choices.addObject();
        choice.put("index", 0);
        choice.put("finish_reason", "stop");
        ObjectNode message = choice.putObject("message");
        message.put("role", "assistant");
        if (content == null) {
            message.putNull("content");
        } else {
            message.put("content", content);
        }
        extraMessageFields.forEach(message::put);
        ObjectNode usage = root.putObject("usage");
        usage.put("prompt_tokens", 120);
        usage.put("completion_tokens", 45);
        usage.put("total_tokens", 165);
        return root.toString();
    }

    public static String completion(String content) {
        return completion(content, Map.of());
    }

    private void models(HttpExchange exchange) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("object", "list");
        ArrayNode data = root.putArray("data");
        for (String id : servedModels) {
            ObjectNode model = data.addObject();
            model.put("id", id);
            model.put("object", "model");
            model.put("created", 1_700_000_000L);
            model.put("owned_by", "stub");
        }
        send(exchange, new Reply(200, Map.of(), root.toString(), Duration.ZERO));
    }

    private void chatCompletions(HttpExchange exchange) throws IOException {
        int now = inFlight.incrementAndGet();
        maxInFlight.accumulateAndGet(now, Math::max);
        try {
            JsonNode request = JSON.readTree(exchange.getRequestBody());
            requests.add(request);
            requestHeaders.add(Map.copyOf(exchange.getRequestHeaders()));
            Reply reply = chat.apply(request);
            if (!reply.delay().isZero()) {
                Thread.sleep(reply.delay().toMillis());
            }
            send(exchange, reply);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // The client gave up (timeout) while we were waiting: nothing to answer.
        } finally {
            inFlight.decrementAndGet();
        }
    }

    private static void send(HttpExchange exchange, Reply reply) throws IOException {
        byte[] body = reply.body().getBytes(StandardCharsets.UTF_8);
        reply.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
        if (!exchange.getResponseHeaders().containsKey("Content-Type")) {
            exchange.getResponseHeaders().add("Content-Type", "application/json");
        }
        exchange.sendResponseHeaders(reply.status(), body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

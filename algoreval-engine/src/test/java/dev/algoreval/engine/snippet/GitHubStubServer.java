package dev.algoreval.engine.snippet;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;

/**
 * A real HTTP server on loopback that answers as GitHub's REST API does for code search
 * ({@code GET /search/code} with {@code per_page}/{@code page} and a Link header), git blobs (base64
 * content) and repository licences, with rate-limit headers on every answer and scripted limit answers.
 */
final class GitHubStubServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A request as the server saw it, with the time it arrived. */
    record Request(String path, Map<String, String> query, List<String> authorization, long receivedAtMillis) {
    }

    /** A scripted answer served instead of a search result. */
    record Reply(int status, Map<String, String> headers, String body) {
        static Reply secondaryLimit(Map<String, String> headers) {
            return new Reply(403, headers, "{\"message\":\"You have exceeded a secondary rate limit. Please wait a few "
                    + "minutes before you try again.\",\"documentation_url\":\"https://docs.github.com/rest\"}");
        }
    }

    private final HttpServer server;
    private final Map<String, List<ObjectNode>> results = new ConcurrentHashMap<>();
    private final Map<String, String> blobs = new ConcurrentHashMap<>();
    private final Map<String, String> licences = new ConcurrentHashMap<>();
    private final ConcurrentLinkedDeque<Reply> searchReplies = new ConcurrentLinkedDeque<>();
    private final ConcurrentLinkedDeque<Map<String, String>> searchHeaders = new ConcurrentLinkedDeque<>();
    private final ConcurrentLinkedQueue<Request> requests = new ConcurrentLinkedQueue<>();

    GitHubStubServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "github-stub");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/", this::handle);
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** A code search item for a file of a repository, as GitHub describes one; the file's content is served too. */
    ObjectNode file(String repository, String path, String content) {
        String blob = sha1("blob " + content);
        String commit = sha1("commit " + repository + path + content);
        blobs.put(blob, content);
        ObjectNode item = JSON.createObjectNode();
        item.put("name", path.substring(path.lastIndexOf('/') + 1));
        item.put("path", path);
        item.put("sha", blob);
        item.put("url", baseUrl() + "/repos/" + repository + "/contents/" + path + "?ref=" + commit);
        item.put("git_url", baseUrl() + "/repos/" + repository + "/git/blobs/" + blob);
        item.put("html_url", "https://github.com/" + repository + "/blob/" + commit + "/" + path);
        ObjectNode repo = item.putObject("repository");
        repo.put("full_name", repository);
        repo.put("html_url", "https://github.com/" + repository);
        item.put("score", 1.0);
        return item;
    }

    static String commitOf(ObjectNode item) {
        String html = item.get("html_url").asText();
        return html.split("/blob/")[1].split("/")[0];
    }

    void results(String query, ObjectNode... items) {
        results.put(query, List.of(items));
    }

    void licence(String repository, String spdxId) {
        licences.put(repository, spdxId);
    }

    /** The next search request gets this answer instead of its results (queued in order). */
    void answerNextSearch(Reply reply) {
        searchReplies.add(reply);
    }

    /** The next search result answer carries these headers besides the usual ones (queued in order). */
    void headersOnNextSearch(Map<String, String> headers) {
        searchHeaders.add(headers);
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    List<Request> searches() {
        return requests().stream().filter(r -> r.path().equals("/search/code")).toList();
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getRawPath();
        Map<String, String> query = query(exchange.getRequestURI().getRawQuery());
        requests.add(new Request(path, query, List.copyOf(exchange.getRequestHeaders().getOrDefault("Authorization",
                List.of())), System.currentTimeMillis()));
        String[] parts = path.split("/");
        if (path.equals("/search/code")) {
            search(exchange, query);
        } else if (parts.length == 7 && parts[1].equals("repos") && parts[4].equals("git") && parts[5].equals("blobs")
                && blobs.containsKey(parts[6])) {
            ObjectNode blob = JSON.createObjectNode();
            blob.put("sha", parts[6]);
            blob.put("size", blobs.get(parts[6]).getBytes(StandardCharsets.UTF_8).length);
            // GitHub wraps base64 content at 60 characters with newlines.
            blob.put("content", Base64.getMimeEncoder(60, "\n".getBytes(StandardCharsets.UTF_8))
                    .encodeToString(blobs.get(parts[6]).getBytes(StandardCharsets.UTF_8)) + "\n");
            blob.put("encoding", "base64");
            send(exchange, 200, core(), blob.toString());
        } else if (parts.length == 5 && parts[1].equals("repos") && parts[4].equals("license")
                && licences.containsKey(parts[2] + "/" + parts[3])) {
            ObjectNode answer = JSON.createObjectNode();
            answer.put("name", "LICENSE");
            answer.put("path", "LICENSE");
            ObjectNode license = answer.putObject("license");
            license.put("key", licences.get(parts[2] + "/" + parts[3]).toLowerCase());
            license.put("spdx_id", licences.get(parts[2] + "/" + parts[3]));
            send(exchange, 200, core(), answer.toString());
        } else {
            send(exchange, 404, core(), "{\"message\":\"Not Found\"}");
        }
    }

    private void search(HttpExchange exchange, Map<String, String> query) throws IOException {
        Reply scripted = searchReplies.poll();
        if (scripted != null) {
            send(exchange, scripted.status(), scripted.headers(), scripted.body());
            return;
        }
        List<ObjectNode> all = results.getOrDefault(query.get("q"), List.of());
        int perPage = Integer.parseInt(query.getOrDefault("per_page", "30"));
        int page = Integer.parseInt(query.getOrDefault("page", "1"));
        int from = Math.min(all.size(), (page - 1) * perPage);
        int to = Math.min(all.size(), page * perPage);
        ObjectNode answer = JSON.createObjectNode();
        answer.put("total_count", all.size());
        answer.put("incomplete_results", false);
        ArrayNode items = answer.putArray("items");
        all.subList(from, to).forEach(items::add);
        Map<String, String> headers = new LinkedHashMap<>(rateLimit("code_search", 10, 9));
        if (to < all.size()) {
            String base = baseUrl() + "/search/code?q=" + URLEncoder.encode(query.get("q"), StandardCharsets.UTF_8)
                    + "&per_page=" + perPage + "&page=";
            int last = (all.size() + perPage - 1) / perPage;
            headers.put("Link", "<" + base + (page + 1) + ">; rel=\"next\", <" + base + last + ">; rel=\"last\"");
        }
        Map<String, String> extra = searchHeaders.poll();
        if (extra != null) {
            headers.putAll(extra);
        }
        send(exchange, 200, headers, answer.toString());
    }

    private static Map<String, String> core() {
        return rateLimit("core", 5000, 4990);
    }

    private static Map<String, String> rateLimit(String resource, int limit, int remaining) {
        Map<String, String> headers = new HashMap<>();
        headers.put("x-ratelimit-limit", String.valueOf(limit));
        headers.put("x-ratelimit-remaining", String.valueOf(remaining));
        headers.put("x-ratelimit-used", String.valueOf(limit - remaining));
        headers.put("x-ratelimit-reset", String.valueOf(System.currentTimeMillis() / 1000 + 60));
        headers.put("x-ratelimit-resource", resource);
        return headers;
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> query = new HashMap<>();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    query.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                            URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
                }
            }
        }
        return query;
    }

    private static void send(HttpExchange exchange, int status, Map<String, String> headers, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        headers.forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
        exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static String sha1(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

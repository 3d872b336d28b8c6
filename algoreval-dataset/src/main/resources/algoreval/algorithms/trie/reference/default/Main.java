import java.util.HashMap;
import java.util.Map;

public class Main {
    static class Trie {
        private static class Node {
            final Map<Character, Node> children = new HashMap<>();
            boolean isWord;
            int wordsBelow; // number of stored words that pass through (or end at) this node
        }

        private final Node root = new Node();

        void insert(String word) {
            if (search(word)) return;
            Node node = root;
            node.wordsBelow++;
            for (char ch : word.toCharArray()) {
                node = node.children.computeIfAbsent(ch, c -> new Node());
                node.wordsBelow++;
            }
            node.isWord = true;
        }

        private Node walk(String s) {
            Node node = root;
            for (char ch : s.toCharArray()) {
                node = node.children.get(ch);
                if (node == null) return null;
            }
            return node;
        }

        boolean search(String word) {
            Node node = walk(word);
            return node != null && node.isWord;
        }

        boolean startsWith(String prefix) {
            return walk(prefix) != null;
        }

        int countPrefix(String prefix) {
            Node node = walk(prefix);
            return node == null ? 0 : node.wordsBelow;
        }
    }

    public static void main(String[] args) {
        String[] words = {"apple", "app", "application", "apt", "bat", "batch", "bath", "banana", "band", "app"};
        String[] queries = {"app", "appl", "ap", "bat", "ba", "banana", "bananas", "band", "c", "a"};
        Trie trie = new Trie();
        for (String w : words) trie.insert(w);
        for (String q : queries) {
            System.out.println(q + " " + trie.search(q) + " " + trie.startsWith(q) + " " + trie.countPrefix(q));
        }
    }
}

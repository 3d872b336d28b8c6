use std::collections::HashMap;

#[derive(Default)]
struct TrieNode {
    children: HashMap<char, TrieNode>,
    is_word: bool,
    words_below: usize, // number of stored words that pass through (or end at) this node
}

#[derive(Default)]
struct Trie {
    root: TrieNode,
}

impl Trie {
    fn new() -> Self {
        Trie::default()
    }

    fn insert(&mut self, word: &str) {
        if self.search(word) {
            return;
        }
        let mut node = &mut self.root;
        node.words_below += 1;
        for ch in word.chars() {
            node = node.children.entry(ch).or_default();
            node.words_below += 1;
        }
        node.is_word = true;
    }

    fn walk(&self, s: &str) -> Option<&TrieNode> {
        let mut node = &self.root;
        for ch in s.chars() {
            node = node.children.get(&ch)?;
        }
        Some(node)
    }

    fn search(&self, word: &str) -> bool {
        self.walk(word).map_or(false, |n| n.is_word)
    }

    fn starts_with(&self, prefix: &str) -> bool {
        self.walk(prefix).is_some()
    }

    fn count_prefix(&self, prefix: &str) -> usize {
        self.walk(prefix).map_or(0, |n| n.words_below)
    }
}

fn main() {
    let words = ["apple", "app", "application", "apt", "bat", "batch", "bath", "banana", "band", "app"];
    let queries = ["app", "appl", "ap", "bat", "ba", "banana", "bananas", "band", "c", "a"];
    let mut trie = Trie::new();
    for w in words.iter() {
        trie.insert(w);
    }
    for q in queries.iter() {
        println!("{} {} {} {}", q, trie.search(q), trie.starts_with(q), trie.count_prefix(q));
    }
}

package main

import "fmt"

type trieNode struct {
	children   map[rune]*trieNode
	isWord     bool
	wordsBelow int // number of stored words that pass through (or end at) this node
}

func newTrieNode() *trieNode {
	return &trieNode{children: map[rune]*trieNode{}}
}

type Trie struct {
	root *trieNode
}

func NewTrie() *Trie {
	return &Trie{root: newTrieNode()}
}

func (t *Trie) Insert(word string) {
	if t.Search(word) {
		return
	}
	node := t.root
	node.wordsBelow++
	for _, ch := range word {
		child, ok := node.children[ch]
		if !ok {
			child = newTrieNode()
			node.children[ch] = child
		}
		node = child
		node.wordsBelow++
	}
	node.isWord = true
}

func (t *Trie) walk(s string) *trieNode {
	node := t.root
	for _, ch := range s {
		node = node.children[ch]
		if node == nil {
			return nil
		}
	}
	return node
}

func (t *Trie) Search(word string) bool {
	node := t.walk(word)
	return node != nil && node.isWord
}

func (t *Trie) StartsWith(prefix string) bool {
	return t.walk(prefix) != nil
}

func (t *Trie) CountPrefix(prefix string) int {
	node := t.walk(prefix)
	if node == nil {
		return 0
	}
	return node.wordsBelow
}

func main() {
	words := []string{"apple", "app", "application", "apt", "bat", "batch", "bath", "banana", "band", "app"}
	queries := []string{"app", "appl", "ap", "bat", "ba", "banana", "bananas", "band", "c", "a"}
	trie := NewTrie()
	for _, w := range words {
		trie.Insert(w)
	}
	for _, q := range queries {
		fmt.Println(q, trie.Search(q), trie.StartsWith(q), trie.CountPrefix(q))
	}
}

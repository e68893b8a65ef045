/** First and last names grouped by origin, so that a generated person's names go together. */
export type NameOrigin = {
  weight: number;
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
};

export const NAME_ORIGINS: readonly NameOrigin[] = [
  {
    weight: 58,
    female: list(
      'Marie, Julie, Catherine, Geneviève, Isabelle, Mélanie, Stéphanie, Annie, Véronique, Karine, Émilie, Camille, Léa, Chloé, Rosalie, Florence, Maude, Audrey, Marianne, Sophie, Nathalie, Josée, Sylvie, Manon, Chantal, Louise, Gabrielle, Laurence, Noémie, Océane, Mégane, Justine, Anne-Marie, Marie-Ève, Valérie, Élodie, Béatrice, Alice, Juliette, Zoé',
    ),
    male: list(
      'Jean, Pierre, Luc, Martin, François, Simon, Mathieu, Sébastien, Patrick, Éric, Alexandre, Maxime, Olivier, Philippe, Guillaume, Vincent, Nicolas, Jérôme, Étienne, Samuel, Gabriel, Félix, William, Thomas, Antoine, Louis, Charles, Raphaël, Zachary, Xavier, Benoît, Denis, Michel, Réjean, Gilles, Yves, Jean-François, Marc-André, Jacob, Émile',
    ),
    last: list(
      'Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, Pelletier, Bélanger, Lévesque, Bergeron, Leblanc, Paquette, Girard, Simard, Boucher, Caron, Beaulieu, Cloutier, Dubé, Poirier, Fournier, Lapointe, Leclerc, Lefebvre, Poulin, Thibault, St-Pierre, Nadeau, Martin, Landry, Martel, Bédard, Grenier, Lessard, Bernier, Richard, Michaud, Hébert, Desjardins, Couture, Turcotte, Lachance, Parent, Blais, Gosselin, Savard, Proulx, Beaudoin, Demers, Perron, Boudreau, Charbonneau, Vachon, Lemieux, Gingras',
    ),
  },
  {
    weight: 9,
    female: list('Emily, Sarah, Jessica, Hannah, Megan, Rachel, Olivia, Grace, Heather, Laura'),
    male: list('Michael, David, James, Ryan, Daniel, Kevin, Andrew, Matthew, Brian, Connor'),
    last: list(
      "Smith, Campbell, MacDonald, Wilson, Brown, Taylor, O'Connor, Stewart, Murphy, Fraser, Robertson, McKenzie",
    ),
  },
  {
    weight: 7,
    female: list('Widlène, Nadège, Fabienne, Roseline, Stéphanie, Mirlande, Guerda, Katiana'),
    male: list('Jean-Robert, Wilner, Frantz, Ricardo, Jimmy, Stanley, Réginald, Emmanuel'),
    last: list('Joseph, Jean-Baptiste, Pierre-Louis, Charles, Étienne, Saint-Fleur, Dorval, Désir, Augustin, Laguerre'),
  },
  {
    weight: 6,
    female: list('Rania, Nour, Yasmine, Maya, Rita, Joëlle, Carla, Lara'),
    male: list('Karim, Georges, Elie, Rami, Fadi, Tarek, Ziad, Nabil'),
    last: list('Haddad, Khoury, Nassar, Saliba, Abboud, Chahine, Matar, Sfeir'),
  },
  {
    weight: 5,
    female: list('Amina, Fatima, Samira, Leïla, Imane, Salma, Meriem, Sonia'),
    male: list('Mohamed, Youssef, Amine, Mehdi, Karim, Sofiane, Hamza, Bilal'),
    last: list('Benali, Bouzid, El Amrani, Haddadi, Belkacem, Cherif, Mansouri, Ouali'),
  },
  {
    weight: 4,
    female: list('Eleni, Maria, Sofia, Katerina, Despina, Vasiliki'),
    male: list('Nikos, Georgios, Konstantinos, Dimitri, Yannis, Stavros'),
    last: list('Papadopoulos, Georgiou, Nikolaidis, Karamanlis, Vlachos, Antonopoulos'),
  },
  {
    weight: 4,
    female: list('Giulia, Francesca, Chiara, Antonella, Laura, Sara'),
    male: list('Marco, Luca, Giuseppe, Alessandro, Paolo, Franco'),
    last: list('Rossi, Ricci, Romano, Colombo, De Luca, Ferrari, Marino, Iannone'),
  },
  {
    weight: 4,
    female: list('Mariana, Daniela, Valentina, Camila, Andrea, Paola'),
    male: list('Carlos, Diego, Andrés, Juan Pablo, Luis, Santiago'),
    last: list('Gonzalez, Rodriguez, Martinez, Hernandez, Ramirez, Lopez, Torres, Vargas'),
  },
  {
    weight: 3,
    female: list('Linh, Thi Mai, Thu, Ngoc Anh, Hoa, Lan'),
    male: list('Minh, Tuan, Quang, Duc, Hai, Long'),
    last: list('Nguyen, Tran, Le, Pham, Vo, Dang'),
  },
  {
    weight: 3,
    female: list('Wei, Mei, Xiaoling, Jing, Yan, Hui'),
    male: list('Jun, Hao, Lei, Ming, Chen, Feng'),
    last: list('Wang, Li, Chen, Zhang, Liu, Huang'),
  },
  {
    weight: 3,
    female: list('Priya, Ananya, Harpreet, Simran, Neha, Aisha'),
    male: list('Arjun, Rohan, Gurpreet, Vikram, Sanjay, Imran'),
    last: list('Patel, Singh, Sharma, Gill, Khan, Desai'),
  },
  {
    weight: 3,
    female: list('Aminata, Fatou, Awa, Mariam, Christelle, Grâce'),
    male: list('Moussa, Ibrahima, Cheikh, Serge, Armand, Prosper'),
    last: list('Diallo, Traoré, Ndiaye, Kamga, Mbeki, Ouédraogo'),
  },
];

function list(names: string): string[] {
  return names.split(', ');
}
